import { expect, test } from 'vitest'
import { gradeLabel, gradeLevel, graduationYearOptions, schoolYearEnd } from './grade'
import { canSeeItem, decideAccess, defaultSections, invitableRoles, visibleSections } from './permissions'

test('grade level follows the school year, with "graduated" after the summer of the class year', () => {
	const nov2026 = new Date('2026-11-23T12:00:00Z')
	expect(schoolYearEnd(nov2026)).toBe(2027)
	expect(gradeLevel(2027, nov2026)).toBe('12th')
	expect(gradeLevel(2028, nov2026)).toBe('11th')
	expect(gradeLevel(2030, nov2026)).toBe('9th')
	expect(gradeLevel(2031, nov2026)).toBe('middle-school')
	expect(gradeLevel(2026, nov2026)).toBe('graduated')
	// June and July of the class year: still a senior; August 1: graduated.
	expect(gradeLevel(2027, new Date('2027-07-31T12:00:00Z'))).toBe('12th')
	expect(gradeLevel(2027, new Date('2027-08-01T12:00:00Z'))).toBe('graduated')
	expect(gradeLabel('11th')).toBe('11th grade')
	expect(graduationYearOptions(nov2026)).toEqual([2026, 2027, 2028, 2029, 2030])
})

test('roles, sections and read-only', () => {
	const all = { sections: null }
	expect(decideAccess({ role: 'owner', ...all }, { minRole: 'owner', write: true })).toEqual({ ok: true, readOnly: false })
	expect(decideAccess({ role: 'parent', ...all }, { minRole: 'owner' })).toEqual({ ok: false, reason: 'role' })
	expect(decideAccess({ role: 'student', ...all }, { minRole: 'student', write: true })).toEqual({ ok: true, readOnly: false })
	const counselor = { role: 'counselor' as const, sections: ['colleges'] }
	expect(decideAccess(counselor, { section: 'colleges' })).toEqual({ ok: true, readOnly: true })
	expect(decideAccess(counselor, { section: 'tasks' })).toEqual({ ok: false, reason: 'section' })
	expect(decideAccess(counselor, { section: 'colleges', write: true })).toEqual({ ok: false, reason: 'read-only' })
	expect(visibleSections(counselor)).toEqual(['colleges'])
	expect(visibleSections(all)).toHaveLength(10)
	expect(defaultSections('counselor')).toEqual([])
	expect(defaultSections('parent')).toBeNull()
})

test('a private document or essay is hidden from counselors only', () => {
	expect(canSeeItem('counselor', { privateFromCounselors: true })).toBe(false)
	expect(canSeeItem('parent', { privateFromCounselors: true })).toBe(true)
	expect(canSeeItem('counselor', { privateFromCounselors: false })).toBe(true)
})

test('who may invite whom', () => {
	expect(invitableRoles('owner')).toEqual(['parent', 'student', 'counselor'])
	expect(invitableRoles('parent')).toEqual(['student', 'counselor'])
	expect(invitableRoles('student')).toEqual([])
	expect(invitableRoles('counselor')).toEqual([])
})
