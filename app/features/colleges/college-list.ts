import { z } from 'zod'
import { type CollegeScores, classifyFit, type Fit, type StudentScores } from './fit'

// The college list's rules, pure: each college's fit from the shared rule
// (with the reason in words and the family's override), and balance advice.

export const listStatuses = ['researching', 'applying', 'applied', 'admitted', 'waitlisted', 'denied', 'deferred', 'enrolled'] as const
export const planTypes = ['EA', 'ED', 'ED2', 'REA', 'RD', 'rolling'] as const
export const planTypeLabels: Record<(typeof planTypes)[number], string> = {
	EA: 'Early Action',
	ED: 'Early Decision (binding)',
	ED2: 'Early Decision II (binding)',
	REA: 'Restrictive Early Action',
	RD: 'Regular Decision',
	rolling: 'Rolling',
}
export const MAX_LIST = 40

/** With `gpaShown: false` (the profile is not shared with the reader) the reason names no GPA figure; the fit is the same. */
export function fitReason(student: StudentScores, college: CollegeScores, { gpaShown = true }: { gpaShown?: boolean } = {}): { fit: Fit; reason: string } {
	const result = classifyFit(student, college)
	const rate = college.admissionRate === null ? null : Math.round(college.admissionRate * 100)
	const admits = rate === null ? 'its admission rate is not published' : `it admits ${rate}%`
	if (result.basis !== 'gpa' && result.range) {
		const score = result.basis === 'sat' ? student.sat : student.act
		const label = result.basis === 'sat' ? 'SAT' : 'ACT'
		return { fit: result.fit, reason: `Your ${label} ${score} against its middle 50% of ${result.range[0]}–${result.range[1]}; ${admits}.` }
	}
	const gpa = student.gpa === null || student.gpa === undefined ? 'no GPA saved yet' : gpaShown ? `your GPA ${student.gpa.toFixed(2)}` : 'the saved GPA'
	return { fit: result.fit, reason: `No comparable test scores, so ${gpa} and the admission rate decide: ${admits}.` }
}

export function balanceAdvice(fits: Fit[]): string[] {
	const count = (fit: Fit) => fits.filter((value) => value === fit).length
	const [reach, target, safety] = [count('reach'), count('target'), count('safety')]
	const advice: string[] = []
	if (fits.length === 0) return ['Start with 8 to 12 colleges you would be glad to attend: a few reaches, more targets, and at least two safeties.']
	advice.push(`You have ${reach} ${reach === 1 ? 'reach' : 'reaches'}, ${target} ${target === 1 ? 'target' : 'targets'} and ${safety} ${safety === 1 ? 'safety' : 'safeties'}.`)
	if (safety < 2) advice.push('Add at least two safeties you would be happy at and can afford.')
	if (reach > target + safety) advice.push('More than half the list is a reach: balance it with targets.')
	if (fits.length > 15) advice.push('A list over 15 is a lot of essays; most students apply to 8 to 12.')
	return advice
}

// Conform sends an empty field as undefined: "by the rule", "not chosen", no deadline, no notes.
export const EntryUpdateSchema = z.object({
	fitOverride: z
		.union([z.literal(''), z.enum(['reach', 'target', 'safety'], { error: 'Choose reach, target, safety or the rule.' })], { error: 'Choose reach, target, safety or the rule.' })
		.optional()
		.transform((value) => value || null),
	status: z.enum(listStatuses, { error: 'Choose a status.' }),
	planType: z
		.union([z.literal(''), z.enum(planTypes, { error: 'Choose a plan type.' })], { error: 'Choose a plan type.' })
		.optional()
		.transform((value) => value || null),
	deadline: z
		.union([z.literal(''), z.iso.date({ error: 'Use a date like 2027-01-01.' })], { error: 'Use a date like 2027-01-01.' })
		.optional()
		.transform((value) => value || null),
	notes: z.string().trim().max(2000, 'Keep notes under 2,000 characters.').optional().transform((value) => value || null),
})

export const VisitSchema = z.object({
	date: z.iso.date({ error: 'Use a date like 2026-10-12.' }),
	note: z.string({ error: 'Say something about the visit.' }).trim().min(1, 'Say something about the visit.').max(500, 'Keep the visit note under 500 characters.'),
})

/** The family's income bracket for net prices; "prefer not to say" (empty) clears it. */
export const IncomeBracketSchema = z.object({
	incomeBracket: z
		.union([z.literal(''), z.enum(['0-30', '30-48', '48-75', '75-110', '110+'], { error: 'Choose one of the income brackets.' })], { error: 'Choose one of the income brackets.' })
		.optional()
		.transform((value) => value || null),
})

/** A second binding Early Decision is a broken promise to a college: warn before saving it. */
export function edWarning(entries: Array<{ id: string; planType: string | null; name: string }>, changingId: string, planType: string | null): string | null {
	if (planType !== 'ED' && planType !== 'ED2') return null
	const other = entries.find((entry) => entry.id !== changingId && (entry.planType === 'ED' || entry.planType === 'ED2'))
	return other ? `Early Decision is binding: ${other.name} is already your Early Decision school. Apply ED to one college at a time.` : null
}
