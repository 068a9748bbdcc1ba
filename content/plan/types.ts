// The shape of the plan library: grade-by-grade tasks that onboarding turns
// into an account's plan (app/features/plan/seed.server.ts). Each file in this
// folder holds one stage; index.ts collects them under a version number.

export const planCategories = [
	'academics',
	'testing',
	'activities',
	'college-list',
	'applications',
	'essays',
	'financial-aid',
	'scholarships',
	'family',
] as const
export type PlanCategory = (typeof planCategories)[number]

/** 9–12 are the high-school grades; 'summer' is the summer between graduation and college. */
export type PlanStage = 9 | 10 | 11 | 12 | 'summer'

/** A calendar month, 1 (January) to 12 (December). */
export type Month = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12

export interface PlanStep {
	/** An imperative small step, e.g. "Make a College Board account". */
	title: string
	/** 5–15: every step is a micro-task the dashboard can offer on its own. */
	minutes: number
}

export interface PlanTaskTemplate {
	/** Stable forever (accounts keep it): "g11-psat-register". */
	id: string
	stage: PlanStage
	category: PlanCategory
	/** Who usually does it. */
	owner: 'student' | 'parent'
	/** An imperative title, at most 80 characters. */
	title: string
	/** Why it matters, one or two sentences. */
	why: string
	/** How to do it: 2–5 short instructions. */
	how: string[]
	/** The whole task's estimate. */
	minutes: number
	/**
	 * When to do it, as months of the stage's school year (August to July; the
	 * summer stage is June to August of the graduation year). `due` is the day it
	 * should be done by; without it, the last day of `to`.
	 */
	window: { from: Month; to: Month; due?: { month: Month; day: number } }
	/** 1 = must do (a deadline or a big consequence), 2 = should do, 3 = good to do. */
	priority: 1 | 2 | 3
	/** Micro-steps of 15 minutes or less; required when `minutes` is over 15. */
	steps?: PlanStep[]
	/** Task ids that should be done first. */
	dependsOn?: string[]
	/** Only for families whose onboarding answers include one of these. */
	onlyIf?: { tests?: Array<'PSAT' | 'SAT' | 'ACT' | 'AP'>; concerns?: Array<'executive-function' | 'financial-aid' | 'first-generation' | 'test-anxiety' | 'deadlines'> }
	/** A free tool or guide that helps: "/tools/gpa-calculator", "/resources/essays"… */
	link?: string
}
