import { RouterContextProvider } from 'react-router'
import { appContext, type AppContext } from '#app/lib/app-context'

/** Arguments for calling a route module's loader or action directly, as React Router would. */
export function routeArgs(app: AppContext, request: Request, params: Record<string, string> = {}) {
	const context = new RouterContextProvider()
	context.set(appContext, app)
	return { request, params, context, unstable_pattern: '' } as never
}

/** Runs a loader or action and returns what it answered, whether returned or thrown. */
export async function settle(run: () => unknown): Promise<{ status: number; headers: Headers; data: unknown }> {
	let value: unknown
	try {
		value = await run()
	} catch (thrown) {
		value = thrown
	}
	if (value instanceof Response) {
		return { status: value.status, headers: value.headers, data: null }
	}
	if (value && typeof value === 'object' && 'type' in value && (value as { type: string }).type === 'DataWithResponseInit') {
		const { data, init } = value as unknown as { data: unknown; init: ResponseInit | null }
		return { status: init?.status ?? 200, headers: new Headers(init?.headers), data }
	}
	return { status: 200, headers: new Headers(), data: value }
}

type Middleware = (args: never, next: () => Promise<Response>) => unknown

/**
 * Runs a request as React Router would below the root: each matched route's
 * middleware, outermost first, around `handler` (the loader or action), all
 * with the same arguments — so what a middleware puts in the router context
 * is what the handler reads.
 */
export async function throughMiddleware<Args>(args: Args, middleware: readonly Middleware[], handler: (args: Args) => unknown): Promise<unknown> {
	const run = async (index: number): Promise<unknown> =>
		index === middleware.length ? handler(args) : middleware[index]!(args as never, () => run(index + 1) as Promise<Response>)
	return run(0)
}
