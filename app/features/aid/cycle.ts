import { schoolYearEnd } from '#app/features/accounts/grade'
import { daysBetween, formatDay, type IsoDay, isoDay } from '#app/features/plan/dates'

// Which financial aid cycle a family is in, and its dates. The aid year starts
// the fall after senior year: a student graduating in June Y files the FAFSA
// for Y–(Y+1). That FAFSA opens on or about October 1 of Y−1 (the Department
// of Education announces the exact day, and in recent years it moved), the
// CSS Profile opens around October 1 too, and the federal deadline is June 30
// of Y+1. Income comes from Y−2, the "prior-prior year". Only these dates are
// computed; each college's and state's deadlines are their own.

export interface AidCycle {
	/** The year the aid year starts: 2027 for 2027–28. */
	startYear: number
	/** "2027–28" */
	label: string
	/** When the FAFSA and CSS Profile open, on or about. */
	opensOn: IsoDay
	/** The federal FAFSA deadline; states and colleges set much earlier ones. */
	federalDeadline: IsoDay
	/** The tax year the forms ask about. */
	taxYear: number
	phase: 'upcoming' | 'open' | 'closed'
	/** Days until the forms open, while upcoming. */
	daysUntilOpen: number | null
	/** Whose cycle this is, in words. */
	context: string
}

export function aidYearLabel(startYear: number): string {
	return `${startYear}–${String(startYear + 1).slice(2)}`
}

/**
 * The cycle for a student graduating in `graduationYear` (the senior-year
 * filing). Without a class year, or once the student has graduated, it is the
 * cycle a current senior files in (students in college file again each year).
 */
export function aidCycle(today: IsoDay, graduationYear: number | null): AidCycle {
	const seniorsGraduate = schoolYearEnd(new Date(`${today}T12:00:00Z`))
	const graduated = graduationYear !== null && graduationYear < seniorsGraduate
	const startYear = graduationYear === null || graduated ? seniorsGraduate : graduationYear
	const opensOn = isoDay(startYear - 1, 10, 1)
	const federalDeadline = isoDay(startYear + 1, 6, 30)
	const phase = today < opensOn ? 'upcoming' : today <= federalDeadline ? 'open' : 'closed'
	const label = aidYearLabel(startYear)
	const context =
		graduationYear === null
			? `The ${label} forms are the ones this year’s seniors file. Add the class year in Settings to see your student’s own cycle.`
			: graduated
				? `Students in college file the FAFSA again every year; the ${label} forms are the next ones.`
				: startYear === seniorsGraduate
					? `Senior year: the ${label} forms pay for the first year of college, starting fall ${startYear}.`
					: `For the class of ${startYear}: the ${label} forms are filed in the fall of senior year, for college starting fall ${startYear}.`
	return {
		startYear,
		label,
		opensOn,
		federalDeadline,
		taxYear: startYear - 2,
		phase,
		daysUntilOpen: phase === 'upcoming' ? daysBetween(today, opensOn) : null,
		context,
	}
}

export interface CycleDate {
	when: string
	what: string
	note: string
}

const longDay = (day: IsoDay) => formatDay(day, { month: 'long', day: 'numeric', year: 'numeric' })

/** The dates a family can count on for this cycle, worded as precisely as they are known. */
export function cycleDates(cycle: AidCycle): CycleDate[] {
	return [
		{ when: `On or about ${longDay(cycle.opensOn)}`, what: `The ${cycle.label} FAFSA opens`, note: 'The Department of Education announces the exact day at studentaid.gov.' },
		{ when: `On or about ${longDay(cycle.opensOn)}`, what: `The ${cycle.label} CSS Profile opens`, note: 'Only needed if a college on the list requires it.' },
		{ when: 'From the opening', what: 'Some state grants', note: 'Some states award aid until it runs out: file as soon as you can.' },
		{ when: 'Set by each college', what: 'College priority dates', note: 'Often early November for Early Decision and Early Action, January to March for Regular Decision. Your colleges’ dates are below.' },
		{ when: longDay(cycle.federalDeadline), what: `Last day to submit the ${cycle.label} FAFSA`, note: 'The federal deadline. State and college deadlines are much earlier.' },
	]
}

/** Puts the cycle's years into checklist text ({aidYear}, {taxYear}). */
export function fillCycle(text: string, cycle: Pick<AidCycle, 'label' | 'taxYear'>): string {
	return text.replaceAll('{aidYear}', cycle.label).replaceAll('{taxYear}', String(cycle.taxYear))
}
