import { z } from 'zod'
import { daysBetween, type IsoDay } from '#app/features/plan/dates'

// The people behind an application, pure: roles and their labels (in the
// order the page groups them: the counselor first, since they send the
// transcript and school report), the add/edit form, the sort, and "last
// contacted" in words.

export const contactRoles = ['counselor', 'teacher', 'admissions', 'coach', 'financial-aid', 'other'] as const
export type ContactRole = (typeof contactRoles)[number]

export const contactRoleLabels: Record<ContactRole, string> = {
	counselor: 'School counselor',
	teacher: 'Teacher',
	admissions: 'Admissions officer',
	coach: 'Coach',
	'financial-aid': 'Financial aid office',
	other: 'Other',
}

export const contactGroupLabels: Record<ContactRole, string> = {
	counselor: 'School counselors',
	teacher: 'Teachers',
	admissions: 'Admissions officers',
	coach: 'Coaches',
	'financial-aid': 'Financial aid offices',
	other: 'Others',
}

export function isContactRole(value: unknown): value is ContactRole {
	return typeof value === 'string' && (contactRoles as readonly string[]).includes(value)
}

/** Loose on purpose: digits with the usual separators, an optional extension, 7 to 15 digits (E.164's most). */
export function isPlausiblePhone(value: string): boolean {
	if (!/^\+?[\d\s().-]+(\s*(x|ext\.?)\s*\d{1,6})?$/i.test(value)) return false
	const digits = value.replace(/(x|ext\.?)\s*\d+$/i, '').replace(/\D/g, '').length
	return digits >= 7 && digits <= 15
}

/** A tel: link for a typed number: digits and a leading +, the extension left off (dialers differ on it). */
export function telHref(phone: string): string {
	return `tel:${phone.replace(/\s*(x|ext\.?)\s*\d+$/i, '').replace(/[^\d+]/g, '')}`
}

const optionalText = (max: number, message: string) =>
	z
		.string()
		.trim()
		.max(max, message)
		.optional()
		.transform((value) => value || null)

// Optional fields keep .optional() innermost and check with refinements, not
// .pipe() or unions, so Conform's constraints do not mark them required.

/**
 * The add and edit form. `collegeIds` are the colleges the contact may be
 * linked to (the family's list, plus the one already linked when editing);
 * `today` is the family's today, since a last contact cannot be in the future.
 */
export function contactFormSchema({ today, collegeIds }: { today: IsoDay; collegeIds: readonly string[] }) {
	return z.object({
		name: z.string({ error: 'Enter a name.' }).trim().min(1, 'Enter a name.').max(120, 'Keep the name under 120 characters.'),
		role: z.enum(contactRoles, { error: 'Choose a role.' }),
		organization: optionalText(120, 'Keep the school or organization under 120 characters.'),
		collegeId: z
			.string()
			.optional()
			.transform((value) => value || null)
			.refine((value) => value === null || collegeIds.includes(value), 'Choose a college from your list.'),
		email: z
			.string()
			.trim()
			.max(254, 'That email address is too long.')
			.optional()
			.refine((value) => !value || z.email().safeParse(value).success, 'Enter an email address like name@school.org.')
			.transform((value) => value || null),
		phone: z
			.string()
			.trim()
			.optional()
			.transform((value) => value || null)
			.refine((value) => value === null || (value.length <= 30 && isPlausiblePhone(value)), 'Enter a phone number like (555) 010-2000, with an extension if needed.'),
		notes: optionalText(2000, 'Keep the notes under 2,000 characters.'),
		lastContactedOn: z
			.string()
			.optional()
			.superRefine((value, ctx) => {
				if (!value) return
				if (!z.iso.date().safeParse(value).success) ctx.addIssue({ code: 'custom', message: 'Use a date like 2026-10-12.' })
				else if (value < '2000-01-01') ctx.addIssue({ code: 'custom', message: 'Choose a date after 2000.' })
				else if (value > today) ctx.addIssue({ code: 'custom', message: 'The last contact cannot be in the future.' })
			})
			.transform((value) => value || null),
	})
}
export type ContactForm = z.output<ReturnType<typeof contactFormSchema>>

/**
 * What the contacts page's forms may link to: the family's list (`collegeIds`),
 * and for a contact already linked to a college, that college (`linked`, by
 * contact id), which stays choosable for it after it leaves the list.
 */
export interface ContactChoices {
	today: IsoDay
	collegeIds: readonly string[]
	linked?: Readonly<Record<string, string>>
}

const gone = 'That contact is no longer here.'
const contactId = z.string({ error: gone }).trim().min(1, gone).max(64, gone)

// Each form on the contacts page posts one intent; its schema is the member of
// the union the action parses, so Conform in the page checks the same rules.
export const createContactSchema = ({ today, collegeIds }: ContactChoices) => contactFormSchema({ today, collegeIds }).extend({ intent: z.literal('create') })

export function updateContactSchema({ today, collegeIds, linked = {} }: ContactChoices) {
	return contactFormSchema({ today, collegeIds: [...collegeIds, ...Object.values(linked)] })
		.extend({ intent: z.literal('update'), contactId })
		.superRefine((value, ctx) => {
			// A college off the list that another contact is linked to is not this one's to take (one off every list failed above).
			const { collegeId } = value
			if (collegeId && !collegeIds.includes(collegeId) && linked[value.contactId] !== collegeId && Object.values(linked).includes(collegeId)) {
				ctx.addIssue({ code: 'custom', path: ['collegeId'], message: 'Choose a college from your list.' })
			}
		})
}

export const ContactedTodaySchema = z.object({ intent: z.literal('contacted-today'), contactId })
export const DeleteContactSchema = z.object({ intent: z.literal('delete'), contactId })

/** Every write the contacts page posts, by `intent`. */
export const contactsIntentSchema = (choices: ContactChoices) =>
	z.discriminatedUnion('intent', [createContactSchema(choices), updateContactSchema(choices), ContactedTodaySchema, DeleteContactSchema])
export type ContactsIntent = z.output<ReturnType<typeof contactsIntentSchema>>

/** By name, so a person is where you expect them; "last contacted" is on every card. */
export function sortContacts<T extends { name: string }>(list: T[]): T[] {
	return [...list].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }))
}

/** Groups in role order, leaving out empty roles. */
export function groupContacts<T extends { role: ContactRole; name: string }>(list: T[]): Array<{ role: ContactRole; label: string; contacts: T[] }> {
	return contactRoles
		.map((role) => ({ role, label: contactGroupLabels[role], contacts: sortContacts(list.filter((contact) => contact.role === role)) }))
		.filter((group) => group.contacts.length > 0)
}

/** "today", "yesterday", "5 days ago", "3 weeks ago", "4 months ago", "over a year ago"; null for a day after today. */
export function relativeDay(today: IsoDay, day: IsoDay): string | null {
	const days = daysBetween(day, today)
	if (days < 0) return null
	if (days === 0) return 'today'
	if (days === 1) return 'yesterday'
	if (days < 14) return `${days} days ago`
	if (days < 60) return `${Math.floor(days / 7)} weeks ago`
	if (days < 365) return `${Math.floor(days / 30)} months ago`
	return 'over a year ago'
}
