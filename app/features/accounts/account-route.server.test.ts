import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestAccount } from '#app/features/auth/test-bootstrap.server'
import { memberships, users } from '#app/lib/db/schema'
import { createUserSession } from '#app/lib/session.server'
import { routeArgs, throughMiddleware } from '../../../tests/support/route-args'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { accountMiddleware, requireAccountRoute } from './account-route.server'

// The member the /a/{accountId} middleware finds serves the action of the
// same request; the page's loaders that React Router runs after it (with a
// GET of their own) read the membership again, so a page drawn after a
// change of one's own role is drawn with the new role.

let ctx: TestContext
let accountId: string
let coOwner: { id: string; cookie: string }

beforeAll(async () => {
	ctx = await createTestContext()
	;({ accountId } = await createTestAccount(ctx, { studentName: 'Role Student' }))
	const [user] = await ctx.db.insert(users).values({ email: 'co-owner@example.com', name: 'Co', emailVerifiedAt: Date.now() }).returning()
	await ctx.db.insert(memberships).values({ accountId, userId: user!.id, role: 'owner' })
	coOwner = { id: user!.id, cookie: (await createUserSession(ctx, user!.id)).setCookie.split(';')[0]! }
})
afterAll(() => ctx.cleanup())

test('an action uses the middleware’s member; the loaders after it see what the action changed', async () => {
	const url = `${ctx.env.BASE_URL}/a/${accountId}/settings?tab=users`
	const post = new Request(url, { method: 'POST', headers: { cookie: coOwner.cookie } })
	const args = routeArgs(ctx, post, { accountId }) as { context: Parameters<typeof requireAccountRoute>[1] }
	const roles = await throughMiddleware(args, [accountMiddleware as never], async () => {
		const duringAction = await requireAccountRoute(post, args.context, accountId)
		// The action demotes the asker.
		await ctx.db.update(memberships).set({ role: 'counselor' }).where(and(eq(memberships.accountId, accountId), eq(memberships.userId, coOwner.id)))
		const loaderRequest = new Request(url, { headers: { cookie: coOwner.cookie } })
		const afterAction = await requireAccountRoute(loaderRequest, args.context, accountId)
		return [duringAction.access.role, afterAction.access.role]
	})
	expect(roles).toEqual(['owner', 'counselor'])
})
