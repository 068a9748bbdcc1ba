import { useMutation, useQuery } from '@tanstack/react-query'
import { data } from 'react-router'
import { QueryProvider } from '#app/components/query-provider'
import { Button } from '#app/components/ui/button'
import { getAppContext } from '#app/lib/app-context'
import { callServerFn } from '#app/server-functions/client'
import type { Route } from './+types/test.server-fns'

// Calls the config functions from the browser through callServerFn and the
// app's query client, for the browser tests. Exists only with
// ENABLE_TEST_ROUTES=true.

const configFunctions = [
	'getErrorReportingConfig',
	'getAnalyticsConfig',
	'getSessionRecordingConfig',
	'getBaseUrl',
] as const

export function loader({ context }: Route.LoaderArgs) {
	if (!getAppContext(context).env.ENABLE_TEST_ROUTES) {
		throw data(null, { status: 404, statusText: 'Not Found' })
	}
	return null
}

export default function TestServerFnsRoute() {
	return (
		<QueryProvider>
			<ServerFnCalls />
		</QueryProvider>
	)
}

function ServerFnCalls() {
	const unknown = useMutation({
		mutationFn: () => callServerFn('nope', {}, { method: 'POST' }),
		// Handled here, so the global handler stays quiet (it has a message).
		onError: () => {},
	})
	const silent = useMutation({ mutationFn: () => Promise.reject({}) })

	return (
		<main id="main-content" className="mx-auto max-w-3xl space-y-6 p-6">
			<h1 className="text-2xl font-bold">Server functions</h1>
			{configFunctions.map((id) => (
				<ConfigResult key={id} id={id} />
			))}
			<div className="flex gap-3">
				<Button onClick={() => unknown.mutate()}>Call an unknown function</Button>
				<Button variant="outline" onClick={() => silent.mutate()}>
					Fail without a message
				</Button>
			</div>
			{unknown.error ? <pre data-testid="unknown">{JSON.stringify(unknown.error)}</pre> : null}
		</main>
	)
}

function ConfigResult({ id }: { id: string }) {
	const query = useQuery({ queryKey: ['serverFn', id], queryFn: () => callServerFn(id) })
	return (
		<section aria-label={id}>
			<h2 className="font-semibold">{id}</h2>
			<pre data-testid={id}>{query.isSuccess ? JSON.stringify(query.data) : 'loading'}</pre>
		</section>
	)
}
