import { z } from 'zod'
import type { AppContext } from '#app/lib/app-context'
import type { AccountAccess } from '#app/features/accounts/access.server'
import type { AccessRule } from '#app/features/accounts/permissions'
import type { Feature } from '#app/features/billing/catalog'
import type { SessionUser } from '#app/lib/session.server'

/**
 * Who may call a function (DESIGN.md §3): anyone, any signed-in user, a site
 * admin, or a member of the account named in the input (`accountId`, else the
 * session's current account) passing requireAccountAccess with the rule.
 */
export type ServerFnAccess = 'public' | 'user' | 'admin' | { account: AccessRule }

export interface ServerFnArgs<Input> {
	input: Input
	/** The POST body's `context` member, as the caller sent it (unvalidated). */
	clientContext: unknown
	request: Request
	app: AppContext
	user: SessionUser | null
	/** Set for `account` access: the checked account, the caller's role and what they may see. */
	account: AccountAccess | null
	/** Adds a header to the answer (a session cookie, say). */
	setHeader: (name: string, value: string) => void
}

export interface ServerFnDefinition<Schema extends z.ZodType = z.ZodType, Result = unknown> {
	id: string
	method: 'GET' | 'POST'
	input: Schema
	access: ServerFnAccess
	/**
	 * What the function uses of the account's plan (decision 022): the
	 * dispatcher answers 403 `plan_required` before the handler runs unless
	 * `can(state, feature)` holds now. Every POST that is not public says,
	 * `null` for none; only `account` access can name a feature.
	 */
	feature?: Feature | null
	/** Cache-Control for a successful answer; default no-store. */
	cacheControl?: string
	handler: (args: ServerFnArgs<z.output<Schema>>) => Promise<Result> | Result
}

export function defineServerFn<Schema extends z.ZodType, Result>(
	definition: ServerFnDefinition<Schema, Result>,
): ServerFnDefinition<Schema, Result> {
	return definition
}

/** An expected failure, answered as `{ error: { code, message, issues? } }` with its status. */
export class ServerFnError extends Error {
	override name = 'ServerFnError'
	constructor(
		readonly status: number,
		readonly code: string,
		message: string,
		readonly issues?: ReadonlyArray<{ path: PropertyKey[]; message: string; code?: string }>,
		readonly headers?: Record<string, string>,
	) {
		super(message)
	}
}

/** For functions that take nothing: absent, null or an empty object. */
export const NoInput = z.object({}).strict().nullish()

/**
 * A function the spec names whose behaviour arrives with a later issue. It is
 * registered (so its id, method and access rule already hold) and answers 501
 * until then, never a fake success.
 */
export function pendingServerFn({
	id,
	method,
	access,
	issue,
}: {
	id: string
	method: 'GET' | 'POST'
	access: ServerFnAccess
	issue: string
}) {
	return defineServerFn({
		id,
		method,
		access,
		input: z.unknown(),
		handler() {
			throw new ServerFnError(
				501,
				'not_implemented',
				`${id} is not available yet: it arrives with «${issue}».`,
			)
		},
	})
}

/** 429 with Retry-After, for a caller over a rate limit. */
export function rateLimitedError(retryAfterSeconds: number, message = 'Too many sign-ups from here. Please try again later.') {
	return new ServerFnError(429, 'rate_limited', message, undefined, { 'retry-after': String(retryAfterSeconds) })
}
