// React Router runs a page's loaders side by side with the same Request: the
// layout's and the page's both need the signed-in user, their membership and
// the account. Keyed on that Request, each is loaded once per request (a new
// request, such as the loaders after an action, starts afresh).

const memos = new WeakMap<Request, Map<string, Promise<unknown>>>()

/** The answer of `load` for this request and key, loaded at most once. */
export function oncePerRequest<T>(request: Request, key: string, load: () => Promise<T>): Promise<T> {
	let memo = memos.get(request)
	if (!memo) memos.set(request, (memo = new Map()))
	let answer = memo.get(key) as Promise<T> | undefined
	if (!answer) memo.set(key, (answer = load()))
	return answer
}
