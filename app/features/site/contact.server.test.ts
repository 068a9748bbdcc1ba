import { afterEach, beforeEach, expect, test } from 'vitest'
import { contactMessages } from '#app/lib/db/schema'
import { createTestContext, readOutbox, type TestContext } from '../../../tests/support/test-context'
import { ContactSchema } from './contact-message'
import { CONTACT_LIMIT, sendContactMessage } from './contact.server'

let ctx: TestContext
beforeEach(async () => {
	ctx = await createTestContext({ CONTACT_EMAIL: 'team@northstar.example' })
	ctx.now = () => new Date('2026-11-26T10:00:00Z')
})
afterEach(async () => {
	await ctx.cleanup()
})

const message = { name: 'Pat Doe', email: 'pat@example.com', topic: 'privacy', message: 'Please delete our student account.' } as const

test('a message is stored and mailed to the team with its topic named', async () => {
	expect(await sendContactMessage(ctx, message)).toEqual({ status: 'sent' })
	const rows = await ctx.db.select().from(contactMessages)
	expect(rows).toMatchObject([{ name: 'Pat Doe', email: 'pat@example.com', topic: 'privacy', message: 'Please delete our student account.' }])
	expect(readOutbox(ctx.outboxDir)).toMatchObject([
		{
			to: 'team@northstar.example',
			subject: '[Contact] Privacy or data deletion — Pat Doe',
			text: 'From: Pat Doe <pat@example.com>\nTopic: Privacy or data deletion\n\nPlease delete our student account.',
			tag: 'contact',
		},
	])
})

test('past the hourly limit from one network nothing is stored or mailed, and the wait is given', async () => {
	for (let sent = 0; sent < CONTACT_LIMIT.limit; sent++) expect((await sendContactMessage(ctx, message)).status).toBe('sent')
	const limited = await sendContactMessage(ctx, message)
	expect(limited).toEqual({ status: 'rate-limited', retryAfterSeconds: 3600 })
	expect(await ctx.db.select().from(contactMessages)).toHaveLength(CONTACT_LIMIT.limit)
	expect(readOutbox(ctx.outboxDir)).toHaveLength(CONTACT_LIMIT.limit)
})

test('the schema trims the fields and names each problem at its field', () => {
	expect(ContactSchema.parse({ ...message, name: '  Pat Doe ' }).name).toBe('Pat Doe')
	const failed = ContactSchema.safeParse({ name: ' ', email: 'nope', topic: 'gossip', message: 'short' })
	expect(failed.success).toBe(false)
	expect(Object.fromEntries(failed.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
		name: 'Enter your name.',
		email: "That doesn't look like an email address. Check it and try again.",
		topic: 'Choose a topic.',
		message: 'Tell us a little more (at least 10 characters).',
	})
})
