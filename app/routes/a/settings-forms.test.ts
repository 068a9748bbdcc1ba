import { afterAll, beforeAll, expect, test } from 'vitest'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as settings from './settings'

// Settings' one answer shape: every intent is parsed by the route's one
// discriminated union, and a refusal names the intent, says why, and carries
// Conform's reply with the error at the field it is about.

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
const origin = 'http://localhost:3000'
beforeAll(async () => {
	ctx = await createTestContext()
	owner = await createSignedInUser(ctx, { role: 'owner' })
})
afterAll(async () => {
	await ctx.cleanup()
})

const post = (body: Record<string, string>) =>
	settle(() => settings.action(routeArgs(ctx, new Request(`${origin}/a/${owner.accountId}/settings`, { method: 'POST', body: new URLSearchParams(body), headers: { cookie: owner.cookie, origin } }), { accountId: owner.accountId! })))

test('a refusal names the intent and puts the error at its field', async () => {
	expect(await post({ intent: 'update-timezone', timeZone: 'Mars/Olympus' })).toMatchObject({
		status: 400,
		data: { ok: false, intent: 'update-timezone', message: 'Choose a time zone from the list.', result: { error: { timeZone: ['Choose a time zone from the list.'] } } },
	})
	expect(await post({ intent: 'save-notifications', emailReminders: 'on', quietStart: '21', categories: 'testing' })).toMatchObject({
		status: 400,
		data: { ok: false, intent: 'save-notifications', result: { error: { quietEnd: ['Choose both ends of the quiet hours, or neither.'] } } },
	})
	expect(await post({ intent: 'update-name', name: '  ' })).toMatchObject({ status: 400, data: { result: { error: { name: ['Enter your name.'] } } } })
})

test('ids from forms are parsed by the schema: a missing member or invitation is a 400 at that field, not a lookup of "null"', async () => {
	for (const intent of ['change-role', 'remove', 'share-all', 'set-sections']) {
		const answer = await post({ intent, role: 'parent' })
		expect(answer, intent).toMatchObject({ status: 400, data: { ok: false, intent, message: 'Choose a member.', result: { error: { userId: ['Choose a member.'] } } } })
	}
	expect(await post({ intent: 'revoke' })).toMatchObject({ status: 400, data: { result: { error: { invitationId: ['Choose an invitation.'] } } } })
	expect(await post({ intent: 'change-role', userId: owner.user.id, role: 'dictator' })).toMatchObject({ status: 400, data: { result: { error: { role: ['Choose a role.'] } } } })
	expect(await post({ intent: 'choose-plan' })).toMatchObject({ status: 400, data: { result: { error: { plan: ['Choose one of the plans.'] } } } })
})

test('a success is the same shape: ok, the intent and a message', async () => {
	expect(await post({ intent: 'update-timezone', timeZone: 'America/Chicago' })).toMatchObject({
		status: 200,
		data: { ok: true, intent: 'update-timezone', message: 'Time zone saved: due dates and reminders follow it.' },
	})
})
