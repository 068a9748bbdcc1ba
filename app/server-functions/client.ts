// The browser's caller for /_serverFn/{id}?createServerFn (spec §7). A non-OK
// answer with a JSON body throws that decoded body; any other failure throws
// an Error carrying the response text.

export interface ServerFnErrorBody {
	error: {
		code: string
		message: string
		status: number
		issues?: Array<{ path: PropertyKey[]; message: string; code?: string }>
	}
}

export function isServerFnErrorBody(value: unknown): value is ServerFnErrorBody {
	return (
		typeof value === 'object' &&
		value !== null &&
		'error' in value &&
		typeof (value as ServerFnErrorBody).error === 'object' &&
		(value as ServerFnErrorBody).error !== null
	)
}

export async function callServerFn<Result = unknown>(
	id: string,
	data?: unknown,
	{
		method = 'GET',
		context,
		signal,
		fetch: fetchImpl = fetch,
		baseUrl = '',
	}: {
		method?: 'GET' | 'POST'
		context?: unknown
		signal?: AbortSignal
		fetch?: typeof fetch
		baseUrl?: string
	} = {},
): Promise<Result> {
	const url = new URL(`${baseUrl}/_serverFn/${encodeURIComponent(id)}`, baseUrl || globalThis.location?.href)
	url.searchParams.set('createServerFn', '')
	const init: RequestInit = { method, signal, headers: { accept: 'application/json' } }
	if (method === 'GET') {
		if (data !== undefined) url.searchParams.set('payload', JSON.stringify(data))
	} else {
		init.headers = { ...init.headers, 'content-type': 'application/json' }
		init.body = JSON.stringify({ data, context })
	}

	const response = await fetchImpl(url, init)
	const text = await response.text()
	if (!response.ok) {
		let decoded: unknown
		try {
			decoded = JSON.parse(text)
		} catch {
			throw Object.assign(new Error(text || `HTTP ${response.status}`), { status: response.status })
		}
		throw decoded
	}
	return (text ? JSON.parse(text) : null) as Result
}

/** The HTTP status a failed call carries, when it is known. */
export function errorStatus(error: unknown): number | undefined {
	if (isServerFnErrorBody(error)) return error.error.status
	if (typeof error === 'object' && error !== null && 'status' in error) {
		const status = (error as { status: unknown }).status
		return typeof status === 'number' ? status : undefined
	}
	return undefined
}

/** The human message a failed call carries, if any. */
export function errorMessage(error: unknown): string | undefined {
	if (isServerFnErrorBody(error)) return error.error.message || undefined
	if (error instanceof Error) return error.message || undefined
	if (typeof error === 'object' && error !== null && 'message' in error) {
		const message = (error as { message: unknown }).message
		return typeof message === 'string' && message ? message : undefined
	}
	return undefined
}
