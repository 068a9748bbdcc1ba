import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { memberships, users } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as settings from './settings'

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
let counselor: Awaited<ReturnType<typeof createSignedInUser>>
const origin = 'http://localhost:3000'
beforeAll(async () => {
	ctx = await createTestContext()
	owner = await createSignedInUser(ctx, { role: 'owner' })
	counselor = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values({ accountId: owner.accountId!, userId: counselor.user.id, role: 'counselor', sections: [] })
})
afterAll(async () => {
	await ctx.cleanup()
})

const post = (body: Record<string, string>, cookie: string) =>
	settle(() =>
		settings.action(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/settings?tab=profile`, { method: 'POST', body: new URLSearchParams(body), headers: { cookie, origin } }), { accountId: owner.accountId! })),
	)

test('anyone, counselors included, edits their own name; bad input is a 400 with a message', async () => {
	expect((await post({ intent: 'update-name', name: 'Ms. Alvarez' }, counselor.cookie)).status).toBe(200)
	expect((await ctx.db.select().from(users).where(eq(users.id, counselor.user.id)))[0]!.name).toBe('Ms. Alvarez')
	expect(await post({ intent: 'update-name', name: '   ' }, counselor.cookie)).toMatchObject({ status: 400, data: { message: 'Enter your name.' } })
	expect(await post({ intent: 'change-email', email: 'nope' }, owner.cookie)).toMatchObject({ status: 400 })
	expect(await post({ intent: 'confirm-email', code: '12' }, owner.cookie)).toMatchObject({ status: 400, data: { message: 'Enter the 6-digit code from the email.' } })
})

test('delete my data asks for DELETE, then removes me and signs me out', async () => {
	expect(await post({ intent: 'delete-me', confirm: 'delete' }, counselor.cookie)).toMatchObject({ status: 400, data: { message: 'Type DELETE to confirm.' } })
	const deleted = await post({ intent: 'delete-me', confirm: 'DELETE' }, counselor.cookie)
	expect(deleted.status).toBe(302)
	expect(deleted.headers.get('location')).toBe('/?deleted=1')
	expect(deleted.headers.get('set-cookie')).toMatch(/ns_session=;/)
	expect(await ctx.db.select().from(users).where(eq(users.id, counselor.user.id))).toEqual([])
	// The family's account is untouched.
	expect((await ctx.db.select().from(memberships).where(eq(memberships.accountId, owner.accountId!))).map((row) => row.role)).toEqual(['owner'])
})
