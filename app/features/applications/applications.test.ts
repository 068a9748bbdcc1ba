import { describe, expect, test } from 'vitest'
import { acceptedPlatforms, AcceptedPlatformsSchema, ApplicationFormSchema, bindingConflict, deadlineLabel, describeAccepted, missingItems, platformMismatch } from './applications'

const base = {
	status: 'applying',
	deadline: '2027-01-01',
	platform: 'common-app' as const,
	feeWaiver: false,
	done: ['portal', 'transcript', 'scores', 'fee'],
	essays: { total: 2, final: 2 },
	recommendations: { requested: 2, submitted: 2 },
}

test('what is missing: every shared item, essays not final, letters not in, then Submit', () => {
	expect(missingItems(base)).toEqual(['Submit'])
	expect(missingItems({ ...base, deadline: null, platform: null, done: [], essays: { total: 3, final: 1 }, recommendations: { requested: 0, submitted: 0 } })).toEqual([
		'Deadline',
		'Platform (Common App, Coalition or the college’s portal)',
		'Application started',
		'Transcript requested',
		'Test scores sent',
		'Fee paid (or a waiver)',
		'2 of 3 essays not final',
		'Recommendation letters requested',
		'Submit',
	])
	// A fee waiver stands in for the fee.
	expect(missingItems({ ...base, done: ['portal', 'transcript', 'scores'], feeWaiver: true })).toEqual(['Submit'])
	expect(missingItems({ ...base, recommendations: { requested: 2, submitted: 1 } })).toContain('1 of 2 recommendation letters not submitted')
	// Once submitted only late letters matter.
	expect(missingItems({ ...base, status: 'applied', done: [] })).toEqual([])
	expect(missingItems({ ...base, status: 'applied', recommendations: { requested: 2, submitted: 1 } })).toEqual(['Recommendation letters still to arrive'])
})

test('deadline labels count days in the family’s calendar', () => {
	expect(deadlineLabel('2026-11-23', '2026-12-01')).toBe('Dec 1, 2026 (in 8 days)')
	expect(deadlineLabel('2026-11-23', '2026-11-24')).toBe('Nov 24, 2026 (in 1 day)')
	expect(deadlineLabel('2026-11-23', '2026-11-23')).toBe('Nov 23, 2026 (today)')
	expect(deadlineLabel('2026-11-23', '2026-11-01')).toBe('Nov 1, 2026 (passed)')
	expect(deadlineLabel('2026-11-23', null)).toBe('No deadline yet')
})

test('two binding Early Decision applications are flagged; a denied one no longer binds', () => {
	const entries = [
		{ name: 'Tufts University', planType: 'ED', status: 'applied' },
		{ name: 'Rice University', planType: 'ED2', status: 'applying' },
		{ name: 'Ohio State University', planType: 'EA', status: 'applying' },
	]
	expect(bindingConflict(entries)).toMatch(/Tufts University and Rice University are all marked ED/)
	expect(bindingConflict([{ ...entries[0]!, status: 'denied' }, entries[1]!])).toBeNull()
})

test('the application form: dollars to cents, checklist keys only, real dates and https links', () => {
	const ok = ApplicationFormSchema.parse({ entryId: 'e1', deadline: '2027-01-01', platform: 'coalition', fee: '75.50', feeWaiver: 'on', portalUrl: 'https://apply.example.edu', done: ['fee', 'portal'] })
	expect(ok).toMatchObject({ deadline: '2027-01-01', platform: 'coalition', fee: 7550, feeWaiver: true, done: ['fee', 'portal'] })
	expect(ApplicationFormSchema.parse({ entryId: 'e1', fee: '', deadline: '', platform: '', done: [] })).toMatchObject({ fee: null, deadline: null, platform: null, feeWaiver: false })
	const bad = (input: Record<string, unknown>) => ApplicationFormSchema.safeParse({ entryId: 'e1', ...input }).error?.issues[0]?.message
	expect(bad({ deadline: '2027-02-30' })).toBe('Use a date like 2027-01-01.')
	expect(bad({ fee: '-5' })).toBe('The fee cannot be negative.')
	expect(bad({ fee: 'seventy' })).toBe('Enter the fee in dollars, like 75.')
	expect(bad({ portalUrl: 'javascript:alert(1)' })).toBe('Use a web address starting with https://')
	expect(bad({ done: ['hack'] })).toBe('Unknown checklist item.')
})

describe('which platforms a college takes', () => {
	const MIT = '166683'
	const unknown = '999999'

	test('the catalog answers for the colleges it is sure of, with its source and cycle', () => {
		const accepted = acceptedPlatforms(MIT, null)
		expect(accepted).toMatchObject({ platforms: ['school'], source: 'catalog', sourceUrl: 'https://mitadmissions.org/apply/' })
		expect(describeAccepted(accepted)).toBe('Its own application only')
	})

	test('the family’s entry wins over the catalog, and nothing is guessed for the rest', () => {
		expect(acceptedPlatforms(MIT, ['common-app', 'school'])).toMatchObject({ platforms: ['common-app', 'school'], source: 'family' })
		expect(acceptedPlatforms(unknown, null)).toEqual({ platforms: [], source: null, sourceUrl: null, checkedFor: null })
		expect(describeAccepted(acceptedPlatforms(unknown, null))).toBe('Not entered yet')
		expect(describeAccepted(acceptedPlatforms(unknown, ['coalition', 'common-app']))).toBe('Common App and Coalition (Scoir)')
	})

	test('a chosen platform the college does not take is pointed out', () => {
		expect(platformMismatch('MIT', 'common-app', acceptedPlatforms(MIT, null))).toBe('MIT does not take the Common App; it takes its own application.')
		expect(platformMismatch('MIT', 'school', acceptedPlatforms(MIT, null))).toBeNull()
		expect(platformMismatch('Rice', 'coalition', acceptedPlatforms(unknown, null))).toBeNull()
	})

	test('the form takes the ticked platforms, in a fixed order, and none clears the entry', () => {
		expect(AcceptedPlatformsSchema.parse({ entryId: 'e1', acceptedPlatforms: ['school', 'common-app'] })).toEqual({ entryId: 'e1', acceptedPlatforms: ['common-app', 'school'] })
		expect(AcceptedPlatformsSchema.parse({ entryId: 'e1' })).toEqual({ entryId: 'e1', acceptedPlatforms: null })
		expect(AcceptedPlatformsSchema.safeParse({ entryId: 'e1', acceptedPlatforms: ['naviance'] }).success).toBe(false)
	})
})
