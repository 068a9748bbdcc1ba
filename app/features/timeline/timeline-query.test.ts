import { expect, test } from 'vitest'
import { firstTimelineError, parseTimelineQuery, timelineQueryString } from './timeline-query'

const today = new Date('2026-11-23T12:00:00Z')

test('reads year, paired school/plan rows and tests; blank rows are ignored', () => {
	const params = new URLSearchParams(
		'year=2028&school=Lakeside+College&plan=ED&school=&plan=EA&school=++&plan=RD&school=State+U&plan=RD&test=SAT&test=AP',
	)
	const result = parseTimelineQuery(params, today)
	expect(result).toEqual({
		ok: true,
		input: {
			graduationYear: 2028,
			schools: [
				{ name: 'Lakeside College', plan: 'ED' },
				{ name: 'State U', plan: 'RD' },
			],
			tests: ['SAT', 'AP'],
		},
		values: {
			year: '2028',
			schools: [
				{ name: 'Lakeside College', plan: 'ED' },
				{ name: 'State U', plan: 'RD' },
			],
			tests: ['SAT', 'AP'],
		},
	})
})

test('the canonical query string round-trips', () => {
	const params = new URLSearchParams('year=2027&school=A%26M&plan=rolling&school=&plan=EA&test=ACT')
	const result = parseTimelineQuery(params, today)
	if (!result.ok) throw new Error('expected a valid query')
	const query = timelineQueryString(result.input)
	expect(query).toBe('year=2027&school=A%26M&plan=rolling&test=ACT')
	expect(parseTimelineQuery(new URLSearchParams(query), today)).toEqual(result)
})

test('errors are keyed by field, with the values kept for the form', () => {
	const params = new URLSearchParams('year=2040&school=Lakeside&plan=early&test=SAT&test=GRE')
	const result = parseTimelineQuery(params, today)
	expect(result.ok).toBe(false)
	if (result.ok) return
	expect(result.errors).toEqual({
		year: ['Choose a graduation year from 2026 to 2030.'],
		'schools.0.plan': ['Choose an application plan.'],
		tests: ['Choose tests from the list.'],
	})
	expect(result.values).toEqual({ year: '2040', schools: [{ name: 'Lakeside', plan: 'early' }], tests: ['SAT', 'GRE'] })
	expect(firstTimelineError(result.errors)).toBe('Choose a graduation year from 2026 to 2030.')
})

test('a missing or malformed year, and more than 20 schools, are errors', () => {
	for (const query of ['', 'year=', 'year=abcd', 'year=2028.0', 'year=20280']) {
		const result = parseTimelineQuery(new URLSearchParams(query), today)
		expect(result.ok ? null : Object.keys(result.errors)).toEqual(['year'])
	}
	const params = new URLSearchParams('year=2028')
	for (let i = 0; i < 21; i++) {
		params.append('school', `College ${i}`)
		params.append('plan', 'RD')
	}
	const result = parseTimelineQuery(params, today)
	expect(result.ok ? null : result.errors).toEqual({ schools: ['Add up to 20 schools.'] })
})

test('a school name over 80 characters is an error on its row', () => {
	const result = parseTimelineQuery(new URLSearchParams(`year=2028&school=${'x'.repeat(81)}&plan=EA`), today)
	expect(result.ok ? null : Object.keys(result.errors)).toEqual(['schools.0.name'])
})
