import type { z } from 'zod'
import { AccessError, requireAccountAccess } from '#app/features/accounts/access.server'
import { MemberChangeError } from '#app/features/accounts/members.server'
import type { AccessRule } from '#app/features/accounts/permissions'
import { assertFeature, FeatureError } from '#app/features/billing/require-feature.server'
import { isSameOriginRequest } from '#app/features/auth/csrf.server'
import type { AppContext } from '#app/lib/app-context'
import { readBodyWithin } from '#app/lib/body-limit'
import { getSessionUser, type SessionUser } from '#app/lib/session.server'
import { ServerFnError, type ServerFnDefinition } from './define'
import type { ServerFnRegistry } from './registry.server'
import { logError } from '#app/lib/redact'

/** The largest POST body a server function accepts (issue «Foundation» §3). */
export const MAX_BODY_BYTES = 1024 * 1024

/**
 * Answers one request to /_serverFn/{id}?createServerFn (DESIGN.md §3).
 * Every failure is JSON `{ error: { code, message, status, issues? } }`; bad
 * input is a 4xx, never a 500.
 */
export async function handleServerFnRequest({
	request,
	id,
	app,
	registry,
}: {
	request: Request
	id: string | undefined
	app: AppContext
	registry: ServerFnRegistry
}): Promise<Response> {
	const definition = id ? registry.get(id) : undefined
	try {
		const url = new URL(request.url)
		if (!url.searchParams.has('createServerFn')) {
			throw new ServerFnError(400, 'bad_request', 'Missing the createServerFn marker.')
		}
		if (!definition) {
			throw new ServerFnError(404, 'not_found', `No server function named ${JSON.stringify(id ?? '')}.`)
		}
		const method = request.method === 'HEAD' ? 'GET' : request.method
		if (method !== definition.method) {
			throw new ServerFnError(
				405,
				'method_not_allowed',
				`${definition.id} takes ${definition.method}, not ${request.method}.`,
				undefined,
				{ allow: definition.method },
			)
		}

		if (method === 'POST' && !isSameOriginRequest(request, app.env)) {
			throw new ServerFnError(403, 'cross_site', 'This request did not come from Northstar.')
		}

		const { data, clientContext } =
			method === 'GET' ? readGetPayload(url) : await readPostPayload(request)

		const user = definition.access === 'public' ? await getSessionUser(request, app) : await requireUser(request, app)
		if (definition.access === 'admin' && !user?.isAdmin) {
			throw new ServerFnError(403, 'forbidden', 'This needs an administrator.')
		}

		const input = parseInput(definition.input, data)
		const account =
			typeof definition.access === 'object'
				? await checkAccountAccess(app, user!, input, definition.access.account)
				: null
		// What the plan allows, asked now, before the handler runs (decision 022).
		if (account && definition.feature) await assertFeature(app, account.accountId, definition.feature)

		const headers = new Headers({ 'cache-control': definition.cacheControl ?? 'no-store' })
		const setHeader = (name: string, value: string) => headers.append(name, value)
		const result = await definition.handler({ input, clientContext, request, app, user, account, setHeader })
		return Response.json(result ?? null, { headers })
	} catch (error) {
		if (error instanceof ServerFnError) return errorResponse(error)
		if (error instanceof AccessError) return errorResponse(new ServerFnError(error.status, error.code, error.message))
		if (error instanceof FeatureError) return errorResponse(new ServerFnError(error.status, error.code, error.message))
		if (error instanceof MemberChangeError) {
			const retry = error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : undefined
			return errorResponse(new ServerFnError(error.status, error.status === 429 ? 'rate_limited' : 'member_change_refused', error.message, undefined, retry))
		}
		logError(`[serverFn] ${definition?.id ?? id} failed:`, error)
		app.reportError(error, { serverFn: definition?.id ?? id })
		return errorResponse(
			new ServerFnError(500, 'internal_error', 'Something went wrong on our side. Please try again.'),
		)
	}
}

function errorResponse(error: ServerFnError): Response {
	const body = {
		error: {
			code: error.code,
			message: error.message,
			status: error.status,
			...(error.issues ? { issues: error.issues } : {}),
		},
	}
	return Response.json(body, {
		status: error.status,
		headers: { 'cache-control': 'no-store', ...error.headers },
	})
}

function parseJson(text: string, where: string): unknown {
	try {
		return JSON.parse(text)
	} catch {
		throw new ServerFnError(400, 'bad_request', `The ${where} is not valid JSON.`)
	}
}

function readGetPayload(url: URL) {
	const payload = url.searchParams.get('payload')
	const data = payload === null || payload === '' ? undefined : parseJson(payload, 'payload')
	return { data, clientContext: undefined }
}

async function readPostPayload(request: Request) {
	const text = await readBodyText(request, MAX_BODY_BYTES)
	if (!text.trim()) return { data: undefined, clientContext: undefined }
	const body = parseJson(text, 'request body')
	if (typeof body !== 'object' || body === null || Array.isArray(body)) {
		throw new ServerFnError(400, 'bad_request', 'The request body must be an object: { "data": …, "context": … }.')
	}
	const { data, context } = body as { data?: unknown; context?: unknown }
	return { data, clientContext: context }
}

/** Reads the body as text, refusing (413) as soon as it passes `limit` bytes. */
async function readBodyText(request: Request, limit: number): Promise<string> {
	const bytes = await readBodyWithin(request, limit)
	if (!bytes) throw tooLarge()
	try {
		return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
	} catch {
		throw new ServerFnError(400, 'bad_request', 'The request body is not UTF-8 text.')
	}
}

function tooLarge() {
	return new ServerFnError(413, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES} bytes.`)
}

function parseInput(schema: ServerFnDefinition['input'], data: unknown): z.output<typeof schema> {
	const result = schema.safeParse(data)
	if (result.success) return result.data
	throw new ServerFnError(
		400,
		'invalid_input',
		'The input is not valid.',
		result.error.issues.map((issue) => ({ path: issue.path, message: issue.message, code: issue.code })),
	)
}

async function requireUser(request: Request, app: AppContext): Promise<SessionUser> {
	const user = await getSessionUser(request, app)
	if (!user) throw new ServerFnError(401, 'unauthorized', 'Please sign in to continue.')
	return user
}

async function checkAccountAccess(app: AppContext, user: SessionUser, input: unknown, rule: AccessRule) {
	const named =
		typeof input === 'object' && input !== null && 'accountId' in input
			? (input as { accountId?: unknown }).accountId
			: undefined
	const accountId = typeof named === 'string' && named ? named : user.currentAccountId
	if (!accountId) throw new ServerFnError(400, 'no_account', 'Choose a student account first.')
	return requireAccountAccess({ db: app.db, user }, accountId, rule)
}
