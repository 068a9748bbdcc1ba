import { and, eq, gt, sql } from 'drizzle-orm'
import { createCookie } from 'react-router'
import type { AppContext } from './app-context'
import { cookieAttributes, cookieName } from './cookie-policy'
import { preparedQuery } from './db/prepared'
import { sessions, users } from './db/schema'

/** A session ends after 30 days without a visit (rolling); the database row is the authority. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000
/** Extend a session at most once a day, so reads stay reads. */
const SESSION_EXTEND_AFTER_MS = 24 * 60 * 60 * 1000
/** Browsers keep a cookie at most 400 days; the row's expiry decides before that. */
const COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60

/**
 * The session cookie's name: `__Host-ns_session` wherever cookies are Secure
 * (app/lib/cookie-policy.ts), `ns_session` on plain-http localhost. The page
 * cache never stores or serves a request that carries either.
 */
export const SESSION_COOKIE_NAME = 'ns_session'

function sessionCookie({ env }: Pick<AppContext, 'env'>) {
	return createCookie(cookieName(env, SESSION_COOKIE_NAME), {
		...cookieAttributes(env),
		secrets: [env.SESSION_SECRET],
		maxAge: COOKIE_MAX_AGE_S,
	})
}

export interface SessionUser {
	id: string
	email: string
	name: string
	kind: 'parent' | 'student'
	isAdmin: boolean
	sessionId: string
	currentAccountId: string | null
}

/** The session's user, by session id, if the session has not expired: the read behind every signed-in request. */
const sessionUserQuery = preparedQuery((db) =>
	db
		.select({
			id: users.id,
			email: users.email,
			name: users.name,
			kind: users.kind,
			isAdmin: users.isAdmin,
			sessionId: sessions.id,
			currentAccountId: sessions.currentAccountId,
			expiresAt: sessions.expiresAt,
		})
		.from(sessions)
		.innerJoin(users, eq(users.id, sessions.userId))
		.where(and(eq(sessions.id, sql.placeholder('sessionId')), gt(sessions.expiresAt, sql.placeholder('now'))))
		.limit(1)
		.prepare(),
)

/** The signed-in user behind the request's cookie, or null (no cookie, bad signature, expired). */
export async function getSessionUser(request: Request, ctx: Pick<AppContext, 'env' | 'db' | 'now'>): Promise<SessionUser | null> {
	const sessionId: unknown = await sessionCookie(ctx).parse(request.headers.get('cookie'))
	if (typeof sessionId !== 'string' || !sessionId) return null
	const [row] = await sessionUserQuery(ctx.db).all({ sessionId, now: ctx.now().getTime() })
	if (!row) return null
	const { expiresAt, ...user } = row
	const renewed = ctx.now().getTime() + SESSION_TTL_MS
	if (renewed - expiresAt > SESSION_EXTEND_AFTER_MS) {
		await ctx.db.update(sessions).set({ expiresAt: renewed }).where(eq(sessions.id, row.sessionId))
	}
	return user
}

/** Starts a session for a user; returns the Set-Cookie header value to send. */
export async function createUserSession(
	ctx: Pick<AppContext, 'env' | 'db' | 'now'>,
	userId: string,
	{ currentAccountId = null }: { currentAccountId?: string | null } = {},
): Promise<{ sessionId: string; setCookie: string }> {
	const [session] = await ctx.db
		.insert(sessions)
		.values({ userId, currentAccountId, expiresAt: ctx.now().getTime() + SESSION_TTL_MS })
		.returning({ id: sessions.id })
	const sessionId = session!.id
	return { sessionId, setCookie: await sessionCookie(ctx).serialize(sessionId) }
}

/** Ends the request's session (if any); returns the Set-Cookie header that clears it. */
export async function destroyUserSession(
	request: Request,
	ctx: Pick<AppContext, 'env' | 'db'>,
): Promise<string> {
	await endSession(request, ctx)
	return sessionCookie(ctx).serialize('', { maxAge: 0 })
}

/** Deletes the session row the request's cookie names, if it names one. */
export async function endSession(request: Request, ctx: Pick<AppContext, 'env' | 'db'>): Promise<void> {
	const sessionId: unknown = await sessionCookie(ctx).parse(request.headers.get('cookie'))
	if (typeof sessionId === 'string' && sessionId) {
		await ctx.db.delete(sessions).where(eq(sessions.id, sessionId))
	}
}

/** "Sign out everywhere": ends every session the user has, on every device. */
export async function destroyAllUserSessions(ctx: Pick<AppContext, 'db'>, userId: string) {
	await ctx.db.delete(sessions).where(eq(sessions.userId, userId))
}
