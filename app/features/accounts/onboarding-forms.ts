import { z } from 'zod'
import { familyTimeZones } from '#app/features/plan/dates'
import { GoalsStepSchema, studentStepSchema, testOptions } from './schemas'

// Onboarding's forms, one per step, each naming its `intent`: Conform checks
// a step's form with its own schema in the page, and the action parses the
// post with their one discriminated union, so both say the same errors.

/** Step 1, with the browser's time zone when it is one we offer; anything else leaves the default (Eastern), changeable in Settings. */
export const studentStepFormSchema = (today: Date) =>
	studentStepSchema(today).extend({
		intent: z.literal('student'),
		timeZone: z
			.string()
			.optional()
			.transform((zone) => (familyTimeZones.some(([value]) => value === zone) ? zone : undefined))
			.catch(undefined),
	})

// A test row needs both its test and its date; a row left empty is no test.
const TestPlanRowSchema = z
	.object({
		test: z.enum(testOptions, { error: 'Choose a test.' }).optional(),
		date: z.iso.date({ error: 'Use a date like 2027-03-13.' }).optional(),
	})
	.superRefine((row, ctx) => {
		if (row.date && !row.test) ctx.addIssue({ code: 'custom', path: ['test'], message: 'Choose a test.' })
		if (row.test && !row.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'Use a date like 2027-03-13.' })
	})
type TestPlan = { test: (typeof testOptions)[number]; date: string }

/** The form shows two test rows. */
export const TEST_ROWS = 2

/** Step 2. */
export const GoalsStepFormSchema = GoalsStepSchema.extend({
	intent: z.literal('goals'),
	testPlans: z
		.array(TestPlanRowSchema.optional())
		.max(6, 'Add at most six test dates.')
		.optional()
		.transform((rows) => (rows ?? []).filter((row): row is TestPlan => Boolean(row?.test && row.date))),
})

/** Step 3: the plan the trial starts on; none chosen (or none sold under that name) is the default plan. */
export const PlanStepFormSchema = z.object({ intent: z.literal('plan'), plan: z.string().max(40, 'Choose a plan from the list.').optional() })

/** Back a step, and start over with a different student: buttons only. */
export const BackStepSchema = z.object({ intent: z.literal('back') })
export const RestartOnboardingSchema = z.object({ intent: z.literal('restart') })

/** Every post onboarding takes, by `intent`. */
export const onboardingIntentSchema = (today: Date) =>
	z.discriminatedUnion('intent', [studentStepFormSchema(today), GoalsStepFormSchema, PlanStepFormSchema, BackStepSchema, RestartOnboardingSchema])
export type OnboardingIntent = z.output<ReturnType<typeof onboardingIntentSchema>>
