import { expect, test } from 'vitest'
import { superscore, TestFormSchema, testTotal, upcomingTests } from './tests'

const taken = (test: 'SAT' | 'ACT', scores: Record<string, number>, date = '2026-10-01') => ({ test, status: 'taken' as const, date, scores })

test('totals: SAT/PSAT add the sections; the ACT composite averages English, Math and Reading, rounded half up', () => {
	expect(testTotal('SAT', { rw: 640, math: 700 })).toBe(1340)
	expect(testTotal('SAT', { rw: 640 })).toBeNull()
	expect(testTotal('ACT', { english: 30, math: 29, reading: 32, science: 20 })).toBe(30) // 30.33
	expect(testTotal('ACT', { english: 30, math: 30, reading: 31 })).toBe(30) // 30.33
	expect(testTotal('ACT', { english: 31, math: 30, reading: 32 })).toBe(31) // 31.0
	expect(testTotal('ACT', { english: 32, math: 31, reading: 31 })).toBe(31) // 31.33
	expect(testTotal('ACT', { english: 32, math: 32, reading: 31 })).toBe(32) // 31.67
	expect(testTotal('AP', { score: 4 })).toBe(4)
})

test('superscores take the best of each section across sittings', () => {
	const records = [taken('SAT', { rw: 600, math: 720 }), taken('SAT', { rw: 660, math: 690 }), { test: 'SAT' as const, status: 'planned' as const, date: '2027-03-13', scores: null }]
	expect(superscore('SAT', records)).toEqual({ sections: { rw: 660, math: 720 }, total: 1380 })
	expect(superscore('ACT', records)).toBeNull()
	expect(superscore('ACT', [taken('ACT', { english: 28, math: 33, reading: 30 }), taken('ACT', { english: 32, math: 30, reading: 29, science: 31 })])).toEqual({
		sections: { english: 32, math: 33, reading: 30, science: 31 },
		total: 32, // 31.67
	})
})

test('upcoming tests: from today on, soonest first, with days left to register', () => {
	const upcoming = upcomingTests(
		[
			{ test: 'SAT', status: 'planned', date: '2027-03-13', registrationDeadline: '2027-02-26', scores: null },
			{ test: 'ACT', status: 'registered', date: '2026-12-12', registrationDeadline: '2026-11-06', scores: null },
			{ test: 'SAT', status: 'planned', date: '2026-10-03', registrationDeadline: null, scores: null },
		],
		'2026-11-23',
	)
	expect(upcoming.map((entry) => [entry.test, entry.date, entry.daysToRegister])).toEqual([
		['ACT', '2026-12-12', null],
		['SAT', '2027-03-13', 95],
	])
})

test('the form checks scores against each test’s ranges and asks for an AP subject', () => {
	const ok = TestFormSchema.safeParse({ test: 'SAT', date: '2026-10-03', status: 'taken', scores: { rw: '650', math: '710' } })
	expect(ok.success && ok.data).toMatchObject({ test: 'SAT', scores: { rw: 650, math: 710 }, subject: '' })
	const planned = TestFormSchema.safeParse({ test: 'ACT', date: '2027-02-06', registrationDeadline: '2027-01-02', status: 'planned', scores: { english: '40' } })
	expect(planned.success && planned.data.scores).toBeNull()
	const bad = TestFormSchema.safeParse({ test: 'AP', date: '2027-05-05', registrationDeadline: '2027-06-01', status: 'taken', scores: { score: '6' } })
	expect(bad.success).toBe(false)
	expect(Object.fromEntries(bad.error!.issues.map((issue) => [issue.path.join('.'), issue.message]))).toEqual({
		subject: 'Name the AP subject.',
		registrationDeadline: 'The registration deadline comes before the test date.',
		'scores.score': 'AP scores run from 1 to 5.',
	})
	const missing = TestFormSchema.safeParse({ test: 'ACT', date: '2026-10-03', status: 'taken', scores: { english: '30', math: '', reading: '28' } })
	expect(missing.error!.issues.map((issue) => issue.message)).toEqual(['Enter the Math score.'])
})
