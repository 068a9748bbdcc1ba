import { z } from 'zod'
import { listStatuses, planTypes } from '#app/features/colleges/college-list'
import { daysBetween, formatDay } from '#app/features/plan/dates'
import { catalogPlatforms, PLATFORMS_CHECKED_FOR } from '../../../content/colleges/application-platforms'

// The application tracker's rules, pure: the platforms, what each plan type
// binds the student to, the checklist every application shares, and what is
// still missing before a college has everything it needs.

export const platforms = ['common-app', 'coalition', 'school'] as const
export type Platform = (typeof platforms)[number]
export const platformLabels: Record<Platform, string> = {
	'common-app': 'Common App',
	coalition: 'Coalition (Scoir)',
	school: 'The college’s own portal',
}

/** What a college takes, in the words of a list: "Common App and Coalition (Scoir)". */
export const platformTakesLabels: Record<Platform, string> = {
	'common-app': 'Common App',
	coalition: 'Coalition (Scoir)',
	school: 'its own application',
}

export interface AcceptedPlatforms {
	platforms: Platform[]
	/** Where the answer comes from: the family's entry wins over our catalog; null = nobody knows yet. */
	source: 'family' | 'catalog' | null
	/** For the catalog's answer: the college's page it was checked against, and for which cycle. */
	sourceUrl: string | null
	checkedFor: string | null
}

/** Which platforms a listed college takes: the family's entry, else the catalog's where known. */
export function acceptedPlatforms(collegeId: string, entered: readonly Platform[] | null): AcceptedPlatforms {
	if (entered?.length) return { platforms: platforms.filter((platform) => entered.includes(platform)), source: 'family', sourceUrl: null, checkedFor: null }
	const known = catalogPlatforms[collegeId]
	if (known) return { platforms: [...known.platforms], source: 'catalog', sourceUrl: known.source, checkedFor: PLATFORMS_CHECKED_FOR }
	return { platforms: [], source: null, sourceUrl: null, checkedFor: null }
}

const joinNames = (names: string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`)

/** "Common App and Coalition (Scoir)", "Its own application only", or "Not entered yet". */
export function describeAccepted(accepted: AcceptedPlatforms): string {
	const names = accepted.platforms.map((platform) => platformTakesLabels[platform])
	if (!names.length) return 'Not entered yet'
	const text = joinNames(names)
	return names.length === 1 ? `${text[0]!.toUpperCase()}${text.slice(1)} only` : text
}

/** The chosen platform is one the college does not take: say so before the family starts there. */
export function platformMismatch(name: string, chosen: Platform | null, accepted: AcceptedPlatforms): string | null {
	if (!chosen || !accepted.platforms.length || accepted.platforms.includes(chosen)) return null
	const inSentence: Record<Platform, string> = { 'common-app': 'the Common App', coalition: 'the Coalition Application', school: 'its own application' }
	const chosenName = chosen === 'school' ? 'an application of its own' : inSentence[chosen]
	return `${name} does not take ${chosenName}; it takes ${joinNames(accepted.platforms.map((platform) => inSentence[platform]))}.`
}

type PlanType = (typeof planTypes)[number]

/** What each plan type asks of the student, in the words a family needs before choosing it. */
export const planTypeRules: Record<PlanType, { binding: boolean; rule: string }> = {
	EA: { binding: false, rule: 'Early Action: apply early, hear early, decide by May 1. Not binding; you may apply EA to other colleges too.' },
	ED: { binding: true, rule: 'Early Decision is binding: if admitted with enough aid, you enroll and withdraw every other application. One ED college at a time.' },
	ED2: { binding: true, rule: 'Early Decision II is binding like ED, with a later deadline (often January). Only one binding application at a time.' },
	REA: { binding: false, rule: 'Restrictive Early Action: not binding, but you usually may not apply early to other private colleges. Check the college’s own rules.' },
	RD: { binding: false, rule: 'Regular Decision: the standard deadline, usually in January; decisions come by early April.' },
	rolling: { binding: false, rule: 'Rolling admission: decisions as applications arrive, so applying early helps; seats and aid can run out.' },
}

/** Items every application shares. Essays and recommendations are counted from their own pages. */
export const checklistItems = [
	{ key: 'portal', label: 'Application started on the platform' },
	{ key: 'transcript', label: 'Transcript requested from the school counselor' },
	{ key: 'scores', label: 'Test scores sent (or the college is test-optional and you chose not to send)' },
	{ key: 'fee', label: 'Application fee paid' },
] as const
export type ChecklistKey = (typeof checklistItems)[number]['key']
const checklistKeys = checklistItems.map((item) => item.key) as [ChecklistKey, ...ChecklistKey[]]

export interface ApplicationFacts {
	status: string
	deadline: string | null
	platform: Platform | null
	feeWaiver: boolean
	done: string[]
	/** Essays for this college (supplements), and how many are final. */
	essays: { total: number; final: number }
	/** Letters sent to this college. */
	recommendations: { requested: number; submitted: number }
}

const submittedStatuses = new Set(['applied', 'admitted', 'waitlisted', 'denied', 'deferred', 'enrolled'])

export function isSubmitted(status: string): boolean {
	return submittedStatuses.has(status)
}

/** What the college does not have yet, in the order a student would do it. */
export function missingItems(application: ApplicationFacts): string[] {
	if (isSubmitted(application.status)) {
		return application.recommendations.submitted < application.recommendations.requested ? ['Recommendation letters still to arrive'] : []
	}
	const missing: string[] = []
	if (!application.deadline) missing.push('Deadline')
	if (!application.platform) missing.push('Platform (Common App, Coalition or the college’s portal)')
	for (const item of checklistItems) {
		if (item.key === 'fee' && application.feeWaiver) continue
		if (!application.done.includes(item.key)) missing.push(shortLabels[item.key])
	}
	const { total, final } = application.essays
	if (total > final) missing.push(`${total - final} of ${total} ${total === 1 ? 'essay' : 'essays'} not final`)
	const { requested, submitted } = application.recommendations
	if (requested === 0) missing.push('Recommendation letters requested')
	else if (submitted < requested) missing.push(`${requested - submitted} of ${requested} recommendation ${requested === 1 ? 'letter' : 'letters'} not submitted`)
	missing.push('Submit')
	return missing
}

const shortLabels: Record<ChecklistKey, string> = {
	portal: 'Application started',
	transcript: 'Transcript requested',
	scores: 'Test scores sent',
	fee: 'Fee paid (or a waiver)',
}

export function deadlineLabel(today: string, deadline: string | null): string {
	if (!deadline) return 'No deadline yet'
	const days = daysBetween(today, deadline)
	const date = formatDay(deadline, { month: 'short', day: 'numeric', year: 'numeric' })
	if (days < 0) return `${date} (passed)`
	if (days === 0) return `${date} (today)`
	return `${date} (in ${days} ${days === 1 ? 'day' : 'days'})`
}

/** A binding plan on more than one active application: the warning shown at the top of the tracker. */
export function bindingConflict(entries: Array<{ name: string; planType: string | null; status: string }>): string | null {
	const binding = entries.filter((entry) => (entry.planType === 'ED' || entry.planType === 'ED2') && entry.status !== 'denied')
	if (binding.length < 2) return null
	return `Early Decision is binding, and ${binding.map((entry) => entry.name).join(' and ')} are all marked ED. Keep one binding application at a time; change the others to EA or RD.`
}

const optionalDate = z
	.union([z.literal(''), z.iso.date({ error: 'Use a date like 2027-01-01.' })])
	.optional()
	.transform((value) => value || null)

export const ApplicationFormSchema = z.object({
	entryId: z.string().min(1).max(40),
	deadline: optionalDate,
	platform: z
		.union([z.literal(''), z.enum(platforms)], { error: 'Choose a platform.' })
		.optional()
		.transform((value) => value || null),
	/** Dollars in the form, cents out. */
	fee: z
		.union([z.literal(''), z.coerce.number({ error: 'Enter the fee in dollars, like 75.' }).min(0, 'The fee cannot be negative.').max(500, 'Application fees are under $500.')], {
			error: 'Enter the fee in dollars, like 75.',
		})
		.optional()
		.transform((value) => (value === '' || value === undefined ? null : Math.round(value * 100))),
	feeWaiver: z
		.literal('on')
		.optional()
		.transform((value) => value === 'on'),
	portalUrl: z
		.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Use a web address starting with https://' }).max(500)])
		.optional()
		.transform((value) => value || null),
	done: z
		.union([z.enum(checklistKeys), z.array(z.enum(checklistKeys))], { error: 'Unknown checklist item.' })
		.optional()
		.transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
})
export type ApplicationForm = z.output<typeof ApplicationFormSchema>

const listChoice = 'Choose a status and a plan type from the lists.'

/** The tracker's form: the application and, with it, the list entry's status and plan type. */
export const ApplicationSaveSchema = ApplicationFormSchema.extend({
	status: z.enum(listStatuses, { error: listChoice }),
	planType: z
		.union([z.literal(''), z.enum(planTypes)], { error: listChoice })
		.optional()
		.transform((value) => value || null),
})
export type ApplicationSave = z.output<typeof ApplicationSaveSchema>

/** The family's answer to "which platforms does this college take?": none ticked clears it. */
export const AcceptedPlatformsSchema = z.object({
	entryId: z.string({ error: 'Choose a college.' }).min(1).max(40),
	acceptedPlatforms: z
		.array(z.enum(platforms, { error: 'Choose from Common App, Coalition and the college’s own application.' }))
		.max(platforms.length)
		.optional()
		.transform((value) => (value?.length ? platforms.filter((platform) => value.includes(platform)) : null)),
})
