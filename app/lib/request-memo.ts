// A page's loaders run side by side: the layout's and the page's both need
// the signed-in user, their membership and the account. Each is loaded once
// per request. React Router hands every loader its own copy of the Request,
// so the memo is kept on the host's per-request scope (AppContext.requestScope,
// a fresh object for each request); where there is none (a test that builds
// one context for many requests), on the Request the caller passes.

const memos = new WeakMap<object, Map<string, Promise<unknown>>>()

/**
 * The scope a host makes for a request: only a GET or HEAD gets one. A POST
 * runs its action and then the loaders, which must not see what was read
 * before the action changed it; each of its loaders keeps its own memo.
 */
export function newRequestScope(request: Request): object | undefined {
	return request.method === 'GET' || request.method === 'HEAD' ? {} : undefined
}

/** What a request's memo is kept on: the host's scope for it, else the Request itself. */
export function requestScopeOf(ctx: { requestScope?: object }, request: Request): object {
	return ctx.requestScope ?? request
}

/** The answer of `load` for this request and key, loaded at most once. */
export function oncePerRequest<T>(scope: object, key: string, load: () => Promise<T>): Promise<T> {
	let memo = memos.get(scope)
	if (!memo) memos.set(scope, (memo = new Map()))
	let answer = memo.get(key) as Promise<T> | undefined
	if (!answer) memo.set(key, (answer = load()))
	return answer
}
