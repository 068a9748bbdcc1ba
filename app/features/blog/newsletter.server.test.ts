import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { newsletterSubscribers } from '#app/lib/db/schema'
import { createTestContext, readOutbox, type TestContext } from '../../../tests/support/test-context'
import {
	checkConfirmToken,
	confirmSubscription,
	maskEmail,
	RESEND_AFTER_MS,
	subscribeToNewsletter,
	subscriberForUnsubscribe,
	unsubscribe,
} from './newsletter.server'

let ctx: TestContext
beforeEach(async () => {
	ctx = await createTestContext()
})
afterEach(async () => {
	await ctx.cleanup()
})

const mails = () => readOutbox(ctx.outboxDir)

const linkIn = (text: string, pattern: RegExp) => text.match(pattern)![0]
const rows = () => ctx.db.select().from(newsletterSubscribers)

test('subscribing stores the address once as pending and mails a confirmation link; the link confirms it', async () => {
	expect(await subscribeToNewsletter(ctx, { email: 'pat@example.com', source: 'blog-home' })).toEqual({ status: 'check-inbox' })
	const [row] = await rows()
	expect(row).toMatchObject({ email: 'pat@example.com', status: 'pending', source: 'blog-home' })
	expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/)

	const [mail] = mails()
	expect(mail).toMatchObject({ to: 'pat@example.com', tag: 'newsletter-confirm' })
	const confirm = linkIn(mail!.text, /http:\/\/localhost:3000\/blog\/subscribe\/confirm\?token=[\w-]+/)
	const token = new URL(confirm).searchParams.get('token')!
	expect(mail!.text).not.toContain(row!.confirmTokenHash!)
	expect(mail!.text).toMatch(/\/blog\/unsubscribe\?id=\w+&token=[0-9a-f]{64}/)

	expect(await checkConfirmToken(ctx, token)).toBe('valid')
	expect(await confirmSubscription(ctx, token)).toEqual({ status: 'confirmed', email: 'pat@example.com' })
	expect((await rows())[0]).toMatchObject({ status: 'confirmed', confirmTokenHash: null })
	// Single use.
	expect(await confirmSubscription(ctx, token)).toEqual({ status: 'invalid' })
})

test('signing up again is duplicate-safe: one row, at most one mail per ten minutes, the same answer', async () => {
	await subscribeToNewsletter(ctx, { email: 'pat@example.com', source: null })
	await subscribeToNewsletter(ctx, { email: 'pat@example.com', source: null })
	expect(await rows()).toHaveLength(1)
	expect(mails()).toHaveLength(1)

	// Later, a lost mail is re-sent with a fresh link; the old link stops working.
	const oldToken = new URL(linkIn(mails()[0]!.text, /http\S+confirm\?token=[\w-]+/)).searchParams.get('token')!
	const later = { ...ctx, now: () => new Date(Date.now() + RESEND_AFTER_MS + 1000) }
	expect(await subscribeToNewsletter(later, { email: 'pat@example.com', source: null })).toEqual({ status: 'check-inbox' })
	expect(await rows()).toHaveLength(1)
	expect(mails()).toHaveLength(2)
	expect(await checkConfirmToken(ctx, oldToken)).toBe('invalid')
})

test('a confirmed subscriber who signs up again gets a note, not a second subscription', async () => {
	await subscribeToNewsletter(ctx, { email: 'pat@example.com', source: null })
	const token = new URL(linkIn(mails()[0]!.text, /http\S+confirm\?token=[\w-]+/)).searchParams.get('token')!
	await confirmSubscription(ctx, token)
	const later = { ...ctx, now: () => new Date(Date.now() + RESEND_AFTER_MS + 1000) }
	expect(await subscribeToNewsletter(later, { email: 'pat@example.com', source: null })).toEqual({ status: 'check-inbox' })
	expect((await rows())[0]!.status).toBe('confirmed')
	expect(mails().at(-1)!.tag).toBe('newsletter-already-subscribed')
})

test('an expired link does not confirm', async () => {
	await subscribeToNewsletter(ctx, { email: 'pat@example.com', source: null })
	const token = new URL(linkIn(mails()[0]!.text, /http\S+confirm\?token=[\w-]+/)).searchParams.get('token')!
	const in8Days = { ...ctx, now: () => new Date(Date.now() + 8 * 86_400_000) }
	expect(await checkConfirmToken(in8Days, token)).toBe('expired')
	expect(await confirmSubscription(in8Days, token)).toEqual({ status: 'expired' })
	expect(await confirmSubscription(ctx, 'not-a-token')).toEqual({ status: 'invalid' })
})

test('the unsubscribe link works only with its own signature', async () => {
	await subscribeToNewsletter(ctx, { email: 'pat@example.com', source: null })
	const link = new URL(linkIn(mails()[0]!.text, /http\S+unsubscribe\?id=\w+&token=[0-9a-f]{64}/))
	const id = link.searchParams.get('id')!
	const token = link.searchParams.get('token')!
	expect(await subscriberForUnsubscribe(ctx, id, 'f'.repeat(64))).toBeNull()
	expect(await unsubscribe(ctx, id, 'f'.repeat(64))).toBe(false)
	expect(await unsubscribe(ctx, 'x', token)).toBe(false)
	expect(await unsubscribe(ctx, id, token)).toBe(true)
	const [row] = await ctx.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id))
	expect(row!.status).toBe('unsubscribed')
	// Coming back later starts a fresh double opt-in on the same row.
	const later = { ...ctx, now: () => new Date(Date.now() + RESEND_AFTER_MS + 1000) }
	await subscribeToNewsletter(later, { email: 'pat@example.com', source: null })
	expect(await rows()).toHaveLength(1)
	expect((await rows())[0]!.status).toBe('pending')
})

test('sign-ups are rate limited per address', async () => {
	for (let index = 0; index < 10; index++) {
		expect((await subscribeToNewsletter(ctx, { email: `p${index}@example.com`, source: null })).status).toBe('check-inbox')
	}
	expect((await subscribeToNewsletter(ctx, { email: 'p11@example.com', source: null })).status).toBe('rate-limited')
})

test('masked addresses keep the first letter and the domain', () => {
	expect(maskEmail('pat@example.com')).toBe('p•••@example.com')
})
