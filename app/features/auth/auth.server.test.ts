import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eq } from 'drizzle-orm'
import { verifications } from '#app/lib/db/schema'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { consumeRateLimit, SIGN_IN_LIMITS } from './rate-limit.server'
import {
	checkCode,
	consumeActiveVerification,
	getActiveVerification,
	MAX_CODE_ATTEMPTS,
	recordCodeSent,
} from './verifications.server'

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(() => ctx.cleanup())

describe('verifications', () => {
	test('a code is stored hashed, works once, and only the newest one works', async () => {
		await recordCodeSent(ctx, 'one@example.com', '111111')
		const [row] = await ctx.db.select().from(verifications).where(eq(verifications.email, 'one@example.com'))
		expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/)
		expect(row!.codeHash).not.toContain('111111')

		await recordCodeSent(ctx, 'one@example.com', '222222')
		expect(await checkCode(ctx, 'one@example.com', '111111')).toMatchObject({ ok: false, reason: 'wrong-code' })
		expect(await checkCode(ctx, 'one@example.com', '222222')).toMatchObject({ ok: true })
		expect(await consumeActiveVerification(ctx, 'one@example.com')).toBe(true)
		expect(await consumeActiveVerification(ctx, 'one@example.com')).toBe(false)
		expect(await checkCode(ctx, 'one@example.com', '222222')).toEqual({ ok: false, reason: 'no-active-code' })
	})

	test(`${MAX_CODE_ATTEMPTS} wrong tries kill the code`, async () => {
		await recordCodeSent(ctx, 'two@example.com', '333333')
		const results = []
		for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) results.push(await checkCode(ctx, 'two@example.com', '000000'))
		expect(results.map((result) => (result.ok ? 'ok' : result.reason))).toEqual([
			'wrong-code', 'wrong-code', 'wrong-code', 'wrong-code', 'locked',
		])
		expect(await checkCode(ctx, 'two@example.com', '333333')).toEqual({ ok: false, reason: 'no-active-code' })
		expect(await consumeActiveVerification(ctx, 'two@example.com')).toBe(false)
	})

	test('a code expires after 10 minutes', async () => {
		const start = Date.now()
		const later = { ...ctx, now: () => new Date(start + 10 * 60 * 1000 + 1) }
		await recordCodeSent({ ...ctx, now: () => new Date(start) }, 'three@example.com', '444444')
		expect(await getActiveVerification({ ...ctx, now: () => new Date(start + 9 * 60 * 1000) }, 'three@example.com')).not.toBeNull()
		expect(await checkCode(later, 'three@example.com', '444444')).toEqual({ ok: false, reason: 'no-active-code' })
	})
})

describe('rate limits', () => {
	test('the sixth code request for one address in 15 minutes is refused, then the window resets', async () => {
		const start = Date.now()
		const at = (ms: number) => ({ ...ctx, now: () => new Date(start + ms) })
		for (let i = 0; i < SIGN_IN_LIMITS.email.limit; i++) {
			expect(await consumeRateLimit(at(i), 'sign-in:email:x@example.com', SIGN_IN_LIMITS.email)).toEqual({ ok: true })
		}
		const refused = await consumeRateLimit(at(1000), 'sign-in:email:x@example.com', SIGN_IN_LIMITS.email)
		expect(refused).toEqual({ ok: false, retryAfterSeconds: 15 * 60 - 1 })
		expect(await consumeRateLimit(at(15 * 60 * 1000), 'sign-in:email:x@example.com', SIGN_IN_LIMITS.email)).toEqual({ ok: true })
	})
})
