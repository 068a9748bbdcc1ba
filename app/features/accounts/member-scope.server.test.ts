import { afterAll, beforeAll, expect, test } from 'vitest'
import { getSubscriptionStatus, startTrial } from '#app/features/billing/billing.server'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import { getAccountDetails } from './accounts.server'

// The signed-in layout reads the account and its subscription beside the
// membership check, in one round-trip. Scoped by member, those reads return
// nothing for a stranger, whatever the check later says.

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(() => ctx.cleanup())

test('a member reads the account and its subscription; a stranger reads nothing', async () => {
	const owner = await createSignedInUser(ctx, { role: 'owner' })
	const stranger = await createSignedInUser(ctx, { role: 'owner' })
	await startTrial(ctx, owner.accountId!, 'founder-monthly', owner.user.id)

	expect(await getAccountDetails(ctx, owner.accountId!, owner.user.id)).toMatchObject({ id: owner.accountId, studentName: 'Sam Student' })
	expect(await getSubscriptionStatus(ctx, owner.accountId!, owner.user.id)).toMatchObject({ status: 'trialing', planName: 'Founder' })

	expect(await getAccountDetails(ctx, owner.accountId!, stranger.user.id)).toBeNull()
	const seenByStranger = await getSubscriptionStatus(ctx, owner.accountId!, stranger.user.id)
	expect(seenByStranger).toMatchObject({ planName: null, providerCustomerId: null, trialEndsAt: null })
	expect(seenByStranger.status).not.toBe('trialing')
})
