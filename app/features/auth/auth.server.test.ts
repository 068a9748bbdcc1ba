import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { verifications } from '#app/lib/db/schema'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { consumeRateLimit, SIGN_IN_LIMITS } from './rate-limit.server'
import {
	createCode,
	issueVerification,
	linkToken,
	MAX_CODE_ATTEMPTS,
	parseLinkToken,
	readVerification,
	redeemVerification,
} from './verifications.server'

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(() => ctx.cleanup())

const toLogin = { context: 'login', plan: '', billing: 'monthly' } as const
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000')

describe('verifications', () => {
	test('a code is stored as a keyed hash, names its address, works once, and only the newest one works', async () => {
		const first = await issueVerification(ctx, 'one@example.com', toLogin)
		const [row] = await ctx.db.select().from(verifications).where(eq(verifications.id, first.id))
		expect(row).toMatchObject({ email: 'one@example.com', carry: toLogin })
		expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/)
		expect(row!.codeHash).not.toContain(first.code)

		const second = await issueVerification(ctx, 'one@example.com', { ...toLogin, returnTo: '/invite/abc' })
		expect(await redeemVerification(ctx, first.id, first.code)).toEqual({ ok: false, reason: 'replaced' })
		expect(await redeemVerification(ctx, second.id, second.code)).toEqual({
			ok: true,
			email: 'one@example.com',
			carry: { ...toLogin, returnTo: '/invite/abc' },
		})
		expect(await redeemVerification(ctx, second.id, second.code)).toEqual({ ok: false, reason: 'used' })
	})

	test("a code only ever signs in the row it was issued with: another address's code is wrong here", async () => {
		const mine = await issueVerification(ctx, 'mine@example.com', toLogin)
		const theirs = await issueVerification(ctx, 'theirs@example.com', toLogin)
		expect(await redeemVerification(ctx, theirs.id, mine.code === theirs.code ? wrongFor(mine.code) : mine.code)).toMatchObject({
			ok: false,
			reason: 'wrong-code',
		})
		expect(await redeemVerification(ctx, 'x'.repeat(21), mine.code)).toEqual({ ok: false, reason: 'unknown' })
	})

	test(`${MAX_CODE_ATTEMPTS} tries in all: the fifth wrong one locks the code, and the right one after it fails`, async () => {
		const issued = await issueVerification(ctx, 'two@example.com', toLogin)
		const results = []
		for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) results.push(await redeemVerification(ctx, issued.id, wrongFor(issued.code)))
		expect(results).toEqual([
			{ ok: false, reason: 'wrong-code', attemptsLeft: 4 },
			{ ok: false, reason: 'wrong-code', attemptsLeft: 3 },
			{ ok: false, reason: 'wrong-code', attemptsLeft: 2 },
			{ ok: false, reason: 'wrong-code', attemptsLeft: 1 },
			{ ok: false, reason: 'locked' },
		])
		expect(await redeemVerification(ctx, issued.id, issued.code)).toEqual({ ok: false, reason: 'locked' })
		expect((await readVerification(ctx, issued.id))?.state).toBe('locked')
	})

	test('the right code on the fifth try still works', async () => {
		const issued = await issueVerification(ctx, 'five@example.com', toLogin)
		for (let i = 0; i < MAX_CODE_ATTEMPTS - 1; i++) await redeemVerification(ctx, issued.id, wrongFor(issued.code))
		expect(await redeemVerification(ctx, issued.id, issued.code)).toMatchObject({ ok: true })
	})

	test('tries sent at once are counted one by one: never more than five compared', async () => {
		const issued = await issueVerification(ctx, 'burst@example.com', toLogin)
		const guesses = Array.from({ length: 40 }, () => wrongFor(issued.code))
		const results = await Promise.all([...guesses, issued.code].map((code) => redeemVerification(ctx, issued.id, code)))
		const compared = results.filter((result) => result.ok || result.reason === 'wrong-code')
		expect(compared.length).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS)
		const [row] = await ctx.db.select().from(verifications).where(eq(verifications.id, issued.id))
		expect(row!.attempts).toBeLessThanOrEqual(MAX_CODE_ATTEMPTS)
	})

	test('a code expires after 10 minutes', async () => {
		const start = Date.now()
		const issued = await issueVerification({ ...ctx, now: () => new Date(start) }, 'three@example.com', toLogin)
		expect((await readVerification({ ...ctx, now: () => new Date(start + 9 * 60 * 1000) }, issued.id))?.state).toBe('live')
		const later = { ...ctx, now: () => new Date(start + 10 * 60 * 1000 + 1) }
		expect(await redeemVerification(later, issued.id, issued.code)).toEqual({ ok: false, reason: 'expired' })
	})

	test('codes are six digits from the whole range; link tokens name a row and carry its code', () => {
		const codes = Array.from({ length: 2000 }, createCode)
		expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true)
		expect(new Set(codes).size).toBeGreaterThan(1990)
		expect(codes.some((code) => code.startsWith('0'))).toBe(true)
		const id = 'abcdefghijkmnopqrstuv'
		expect(parseLinkToken(linkToken(id, '012345'))).toEqual({ verificationId: id, code: '012345' })
		for (const bad of [null, '', 'abc.123456', `${id}.12345`, `${id}.1234567`, `${id.toUpperCase()}.123456`, `${id}-123456`]) {
			expect(parseLinkToken(bad)).toBeNull()
		}
	})
})

describe('rate limits', () => {
	test('the sixth code request for one address in 15 minutes is refused, then the window resets', async () => {
		const start = Date.now()
		const at = (ms: number) => ({ ...ctx, now: () => new Date(start + ms) })
		const rule = SIGN_IN_LIMITS.requestsPerAddress
		for (let i = 0; i < rule.limit; i++) {
			expect(await consumeRateLimit(at(i), 'sign-in:send:x@example.com:203.0.113.9', rule)).toEqual({ ok: true })
		}
		const refused = await consumeRateLimit(at(1000), 'sign-in:send:x@example.com:203.0.113.9', rule)
		expect(refused).toEqual({ ok: false, retryAfterSeconds: 15 * 60 - 1 })
		expect(await consumeRateLimit(at(15 * 60 * 1000), 'sign-in:send:x@example.com:203.0.113.9', rule)).toEqual({ ok: true })
	})
})
