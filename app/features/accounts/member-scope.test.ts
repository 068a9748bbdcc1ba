import { afterAll, beforeAll, expect, test } from 'vitest'
import { getAccountDetails } from '#app/features/accounts/accounts.server'
import { getSubscriptionStatus } from '#app/features/billing/billing.server'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'

// The reads that travel beside the access check (accountHasMember) give a
// stranger nothing, even before the check's answer is in: the member's id is
// a value of the prepared query, checked by the database.

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(async () => {
	await ctx?.cleanup()
})

test('the subscription and the account details are read for a member, and nothing is read for someone who is not one', async () => {
	const owner = await createSignedInUser(ctx, { role: 'owner', plan: 'growth-monthly' })
	const stranger = await createSignedInUser(ctx, { role: 'owner', plan: 'growth-monthly' })
	const accountId = owner.accountId!

	const ownSubscription = await getSubscriptionStatus(ctx, accountId, owner.user.id)
	expect(ownSubscription.planName).not.toBeNull()
	expect(ownSubscription.trialEndsAt).not.toBeNull()
	expect(await getSubscriptionStatus(ctx, accountId, stranger.user.id)).toMatchObject({ planName: null, trialEndsAt: null, providerCustomerId: null })

	expect(await getAccountDetails(ctx, accountId, owner.user.id)).toMatchObject({ accountId, studentName: 'Sam Student' })
	expect(await getAccountDetails(ctx, accountId, stranger.user.id)).toBeNull()
	// The stranger's own account is theirs to read.
	expect(await getAccountDetails(ctx, stranger.accountId!, stranger.user.id)).toMatchObject({ accountId: stranger.accountId })
})
