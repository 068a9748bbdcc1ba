import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { accounts, memberships, sessions, tasks, users } from '#app/lib/db/schema'
import { createTask } from '#app/features/plan/plan.server'
import { createSignedInUser, createTestContext, readOutbox, type TestContext } from '../../../tests/support/test-context'
import { confirmEmailChange, deleteMyData, startEmailChange, updateMyName } from './my-account.server'

let ctx: TestContext
beforeEach(async () => {
	ctx = await createTestContext()
})
afterEach(async () => {
	await ctx.cleanup()
})

const mailsTo = (to: string) => readOutbox(ctx.outboxDir).filter((mail) => mail.to === to)

/** The member as the session knows them: their row and the session they act from. */
async function member() {
	const signedIn = await createSignedInUser(ctx)
	const [session] = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, signedIn.user.id))
	return { ...signedIn.user, sessionId: session!.id }
}

const codeIn = (to: string) => mailsTo(to).at(-1)!.text.match(/^\s+(\d{6})$/m)?.[1]

test('changing the sign-in address takes the code sent to the new one; the old one is told', async () => {
	const user = await member()
	await updateMyName(ctx, user.id, 'Pat Rivera')
	expect(await startEmailChange(ctx, user, user.email)).toEqual({ status: 'same' })
	expect(await startEmailChange(ctx, user, 'pat.new@example.com')).toEqual({ status: 'sent' })
	const code = codeIn('pat.new@example.com')!
	const wrong = code === '000000' ? '111111' : '000000'
	expect(await confirmEmailChange(ctx, user, wrong)).toEqual({ status: 'wrong-code' })
	expect(await confirmEmailChange(ctx, user, code)).toEqual({ status: 'changed', email: 'pat.new@example.com' })
	const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id))
	expect(row).toMatchObject({ email: 'pat.new@example.com', name: 'Pat Rivera' })
	expect(mailsTo(user.email)[0]!.subject).toBe('Your Northstar sign-in address changed')
	expect(await confirmEmailChange(ctx, { ...user, email: 'pat.new@example.com' }, code)).toEqual({ status: 'expired' })
})

test('confirming ends every other session of the member, and keeps the one that confirmed', async () => {
	const user = await member()
	const [other] = await ctx.db.insert(sessions).values({ userId: user.id, expiresAt: Date.now() + 60_000 }).returning({ id: sessions.id })
	await startEmailChange(ctx, user, 'moved@example.com')
	expect(await confirmEmailChange(ctx, user, codeIn('moved@example.com')!)).toMatchObject({ status: 'changed' })
	const left = await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id))
	expect(left.map((session) => session.id)).toEqual([user.sessionId])
	expect(left.map((session) => session.id)).not.toContain(other!.id)
})

test('an address another account uses is answered like any other, gets no code, and cannot be confirmed', async () => {
	const user = await member()
	const { user: other } = await createSignedInUser(ctx)
	expect(await startEmailChange(ctx, user, other.email)).toEqual({ status: 'sent' })
	expect(codeIn(other.email)).toBeUndefined()
	expect(mailsTo(other.email).at(-1)!.subject).toBe('Someone tried to use this address on Northstar')
	for (const guess of ['000000', '123456', '999999']) expect(await confirmEmailChange(ctx, user, guess)).toEqual({ status: 'wrong-code' })
	const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, user.id))
	expect(row!.email).toBe(user.email)
})

test('five wrong codes end the attempt, even for the right code after them', async () => {
	const user = await member()
	await startEmailChange(ctx, user, 'fresh@example.com')
	const code = codeIn('fresh@example.com')!
	const wrong = code === '000000' ? '111111' : '000000'
	for (let attempt = 0; attempt < 5; attempt++) await confirmEmailChange(ctx, user, wrong)
	expect(await confirmEmailChange(ctx, user, code)).toEqual({ status: 'expired' })
})

test('deleting my data removes me and the plans only I run; a co-run plan stays and gets an owner', async () => {
	const owner = await createSignedInUser(ctx, { role: 'owner' }) // runs one student alone
	const soloAccount = owner.accountId!
	await createTask(ctx, { accountId: soloAccount, userId: owner.user.id, input: { title: 'A task', notes: null, category: 'family', owner: 'parent', dueDate: null, minutes: 10, priority: 2 } })
	const [shared] = await ctx.db.insert(accounts).values({ studentName: 'Shared' }).returning()
	const coParent = await createSignedInUser(ctx)
	await ctx.db.insert(memberships).values([
		{ accountId: shared!.id, userId: owner.user.id, role: 'owner' },
		{ accountId: shared!.id, userId: coParent.user.id, role: 'parent' },
	])

	const plan = await deleteMyData(ctx, owner.user)
	expect(plan.map((entry) => [entry.studentName, entry.deleted]).sort()).toEqual([
		['Sam Student', true],
		['Shared', false],
	])
	expect(await ctx.db.select().from(users).where(eq(users.id, owner.user.id))).toEqual([])
	expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, owner.user.id))).toEqual([])
	expect(await ctx.db.select().from(accounts).where(eq(accounts.id, soloAccount))).toEqual([])
	expect(await ctx.db.select().from(tasks).where(eq(tasks.accountId, soloAccount))).toEqual([])
	const [successor] = await ctx.db.select().from(memberships).where(eq(memberships.accountId, shared!.id))
	expect(successor).toMatchObject({ userId: coParent.user.id, role: 'owner' })
})

test('many members asking for one new address, or guessing at its code, share one budget', async () => {
	const starts = []
	for (let n = 0; n < 11; n++) starts.push((await startEmailChange(ctx, await member(), 'wanted@example.com')).status)
	expect(starts.slice(0, 10)).toEqual(Array(10).fill('sent'))
	expect(starts[10]).toBe('rate-limited')

	// Seven members each try five codes at the same new address, from seven networks: 35 tries, 30 judged.
	const tries = []
	for (let n = 0; n < 7; n++) {
		const guesser = await member()
		const from = { ...ctx, clientAddress: `198.51.100.${n}` }
		await startEmailChange(from, guesser, 'sought@example.com')
		for (let attempt = 0; attempt < 5; attempt++) tries.push((await confirmEmailChange(from, guesser, '000000')).status)
	}
	expect(tries.filter((status) => status === 'rate-limited')).toHaveLength(5)
	expect(tries.filter((status) => status === 'wrong-code' || status === 'expired')).toHaveLength(30)
})
