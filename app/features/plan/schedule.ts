import type { PlanStage, PlanTaskTemplate } from '../../../content/plan/types'
import { addDays, type IsoDay, isoDay, lastDayOfMonth } from './dates'

// Turns library templates into one student's dated plan: each stage's months
// become real days from the class year, and only what still lies ahead (or
// can still be caught up on this year) is kept.

/** The calendar year a month of a stage falls in, for a student graduating in `graduationYear`. */
export function stageMonthYear(stage: PlanStage, month: number, graduationYear: number): number {
	if (stage === 'summer') return graduationYear
	// A school year runs August (of the year before it ends) to July.
	const schoolYearEnd = graduationYear - (12 - stage)
	return month >= 8 ? schoolYearEnd - 1 : schoolYearEnd
}

export function templateDates(template: Pick<PlanTaskTemplate, 'stage' | 'window'>, graduationYear: number): { start: IsoDay; due: IsoDay } {
	const { from, to, due } = template.window
	const start = isoDay(stageMonthYear(template.stage, from, graduationYear), from, 1)
	if (due) {
		const year = stageMonthYear(template.stage, due.month, graduationYear)
		return { start, due: isoDay(year, due.month, Math.min(due.day, lastDayOfMonth(year, due.month))) }
	}
	const year = stageMonthYear(template.stage, to, graduationYear)
	return { start, due: isoDay(year, to, lastDayOfMonth(year, to)) }
}

export interface Answers {
	tests: string[]
	concerns: string[]
}

export function appliesTo(template: Pick<PlanTaskTemplate, 'onlyIf'>, answers: Answers): boolean {
	const { tests, concerns } = template.onlyIf ?? {}
	if (tests && !tests.some((test) => answers.tests.includes(test))) return false
	if (concerns && !concerns.some((concern) => answers.concerns.includes(concern))) return false
	return true
}

/** A task whose window has passed but which this year's family can still do gets this long. */
export const CATCH_UP_DAYS = 14

export interface ScheduledTemplate {
	template: PlanTaskTemplate
	start: IsoDay
	due: IsoDay
	catchUp: boolean
}

/**
 * The templates for one student from today: everything still ahead; this
 * school year's must- and should-dos that slipped by, due in two weeks; never
 * a fixed deadline that has passed or an earlier year's task.
 */
export function schedulePlan(
	templates: PlanTaskTemplate[],
	{ graduationYear, today, answers }: { graduationYear: number; today: IsoDay; answers: Answers },
): ScheduledTemplate[] {
	const scheduled: ScheduledTemplate[] = []
	const currentSchoolYearEnd = Number(today.slice(0, 4)) + (Number(today.slice(5, 7)) >= 8 ? 1 : 0)
	for (const template of templates) {
		if (!appliesTo(template, answers)) continue
		const { start, due } = templateDates(template, graduationYear)
		if (due >= today) {
			scheduled.push({ template, start, due, catchUp: false })
			continue
		}
		const stageYearEnd = template.stage === 'summer' ? graduationYear : graduationYear - (12 - template.stage)
		const thisYear = stageYearEnd === currentSchoolYearEnd
		if (thisYear && !template.window.due && template.priority <= 2) {
			scheduled.push({ template, start: today, due: addDays(today, CATCH_UP_DAYS), catchUp: true })
		}
	}
	return scheduled.sort((a, b) => a.due.localeCompare(b.due) || a.template.priority - b.template.priority)
}
