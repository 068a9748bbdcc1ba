import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { applyTaskAction, createTask } from '#app/features/plan/plan.server'
import { accounts, memberships, users } from '#app/lib/db/schema'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { activeFeed, calendarForToken, createFeed, revokeFeeds } from './calendar-feed.server'

let ctx: TestContext
let accountId: string
let userId: string
beforeEach(async () => {
	ctx = await createTestContext()
	const [account] = await ctx.db.insert(accounts).values({ studentName: 'Sam', testPlans: [{ test: 'ACT', date: '2027-02-06' }] }).returning()
	accountId = account!.id
	const [user] = await ctx.db.insert(users).values({ email: 'parent@example.com', name: 'Pat' }).returning()
	userId = user!.id
	await ctx.db.insert(memberships).values({ accountId, userId, role: 'owner' })
	const make = (title: string, dueDate: string | null) =>
		createTask(ctx, { accountId, userId, input: { title, notes: null, category: 'applications', owner: 'student', dueDate, minutes: 10, priority: 2 } })
	await make('Submit the UC application; then celebrate, with a comma', '2026-11-30')
	const done = await make('Request the transcript', '2026-11-20')
	await applyTaskAction(ctx, { accountId, taskId: done.id, userId, action: { type: 'done' } })
	await make('Someday: visit campus', null)
})
afterEach(async () => {
	await ctx.cleanup()
})

const tokenOf = (url: string) => url.match(/\/calendar\/([\w-]+)\.ics$/)![1]!

test('a member’s feed parses as iCalendar: one all-day event per dated task and test, with stable UIDs', async () => {
	const url = await createFeed(ctx, accountId, userId)
	expect(url).toMatch(/^http:\/\/localhost:3000\/calendar\/[\w-]{40}\.ics$/)
	const ics = (await calendarForToken(ctx, tokenOf(url)))!
	expect(ics.startsWith('BEGIN:VCALENDAR')).toBe(true)
	expect(ics.trimEnd().endsWith('END:VCALENDAR')).toBe(true)
	const events = ics.split('BEGIN:VEVENT').slice(1)
	expect(events).toHaveLength(3)
	expect(ics).toContain('DTSTART;VALUE=DATE:20261130')
	expect(ics).toContain('DTEND;VALUE=DATE:20261201')
	expect(ics).toContain('SUMMARY:Submit the UC application\\; then celebrate\\, with a comma')
	expect(ics).toContain('SUMMARY:✓ Request the transcript')
	expect(ics).toContain('SUMMARY:ACT test day')
	expect(ics).toMatch(/UID:\w+@northstar-plan/)
	expect(ics).toContain("X-WR-CALNAME:Sam's college plan (Northstar)")
	expect((await activeFeed(ctx, accountId, userId))!.lastFetchedAt).not.toBeNull()
})

test('a new link or Stop ends the old one; losing access to the plan ends it too', async () => {
	const first = tokenOf(await createFeed(ctx, accountId, userId))
	const second = tokenOf(await createFeed(ctx, accountId, userId))
	expect(await calendarForToken(ctx, first)).toBeNull()
	expect(await calendarForToken(ctx, second)).not.toBeNull()
	await ctx.db.update(memberships).set({ sections: ['colleges'] }).where(eq(memberships.userId, userId))
	expect(await calendarForToken(ctx, second)).toBeNull()
	await ctx.db.update(memberships).set({ sections: null }).where(eq(memberships.userId, userId))
	await revokeFeeds(ctx, accountId, userId)
	expect(await calendarForToken(ctx, second)).toBeNull()
	expect(await activeFeed(ctx, accountId, userId)).toBeNull()
	expect(await calendarForToken(ctx, 'short')).toBeNull()
	expect(await calendarForToken(ctx, 'x'.repeat(40))).toBeNull()
})
