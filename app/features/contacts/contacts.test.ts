import { parseWithZod } from '@conform-to/zod/v4'
import { expect, test } from 'vitest'
import { contactFormSchema, groupContacts, isPlausiblePhone, relativeDay, telHref } from './contacts'

const today = '2026-10-15'
const schema = contactFormSchema({ today, collegeIds: ['166027'] })
const form = (fields: Record<string, string>) => {
	const formData = new FormData()
	for (const [key, value] of Object.entries(fields)) formData.append(key, value)
	return parseWithZod(formData, { schema })
}
const errorsOf = (submission: ReturnType<typeof form>) => (submission.status === 'success' ? {} : (submission.error ?? {}))

test('a contact needs a name; email, phone, college and last contact are checked only when given', () => {
	const ok = form({ name: '  Ms. Rivera ', role: 'counselor', email: '', phone: '', collegeId: '', lastContactedOn: '' })
	expect(ok.status).toBe('success')
	expect(ok.status === 'success' && ok.value).toMatchObject({ name: 'Ms. Rivera', email: null, phone: null, collegeId: null, lastContactedOn: null, organization: null })

	const bad = form({ name: '', role: 'principal', email: 'rivera@', phone: 'call me', collegeId: '999', lastContactedOn: '2026-10-16' })
	expect(bad.status).toBe('error')
	expect(Object.keys(errorsOf(bad)).sort()).toEqual(['collegeId', 'email', 'lastContactedOn', 'name', 'phone', 'role'])
	expect(errorsOf(bad).lastContactedOn).toEqual(['The last contact cannot be in the future.'])
	expect(errorsOf(form({ name: 'x'.repeat(121), role: 'teacher' })).name).toEqual(['Keep the name under 120 characters.'])

	const full = form({ name: 'Dean Ortiz', role: 'admissions', email: 'ortiz@harvard.edu', phone: '+1 (617) 495-1551 ext. 12', collegeId: '166027', lastContactedOn: today })
	expect(full.status).toBe('success')
})

test('phone numbers are loosely checked: separators and extensions are fine, words and short numbers are not', () => {
	expect(isPlausiblePhone('(555) 010-2000')).toBe(true)
	expect(isPlausiblePhone('555.010.2000 x204')).toBe(true)
	expect(isPlausiblePhone('+44 20 7946 0958')).toBe(true)
	expect(isPlausiblePhone('555-01')).toBe(false)
	expect(isPlausiblePhone('ask the front desk')).toBe(false)
	expect(isPlausiblePhone('1234567890123456')).toBe(false)
	expect(telHref('+1 (617) 495-1551 ext. 12')).toBe('tel:+16174951551')
	expect(telHref('555.010.2000 x204')).toBe('tel:5550102000')
})

test('contacts group in role order (counselors first) and sort by name within a group', () => {
	const groups = groupContacts([
		{ name: 'zed', role: 'teacher' as const },
		{ name: 'Amy', role: 'teacher' as const },
		{ name: 'Rivera', role: 'counselor' as const },
	])
	expect(groups.map((group) => group.role)).toEqual(['counselor', 'teacher'])
	expect(groups[1]!.contacts.map((contact) => contact.name)).toEqual(['Amy', 'zed'])
})

test('last contacted reads as words', () => {
	expect(relativeDay(today, today)).toBe('today')
	expect(relativeDay(today, '2026-10-14')).toBe('yesterday')
	expect(relativeDay(today, '2026-10-05')).toBe('10 days ago')
	expect(relativeDay(today, '2026-09-15')).toBe('4 weeks ago')
	expect(relativeDay(today, '2026-06-01')).toBe('4 months ago')
	expect(relativeDay(today, '2025-06-01')).toBe('over a year ago')
	expect(relativeDay(today, '2026-10-20')).toBeNull()
})
