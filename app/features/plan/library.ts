import { z } from 'zod'
import { planCategories, type PlanTaskTemplate } from '../../../content/plan/types'
import { MICRO_TASK_MAX_MINUTES } from './micro-tasks'

// Checks the plan library (content/plan) so a bad entry is caught by a test,
// not by a family: ids unique and stable-looking, every long task broken into
// micro-steps of 15 minutes or less, dependencies that exist and come first.

const month = z.number().int().min(1).max(12)

const templateSchema = z
	.strictObject({
		id: z.string().regex(/^(g9|g10|g11|g12|summer)-[a-z0-9]+(-[a-z0-9]+)*$/, 'must look like "g11-psat-register"'),
		stage: z.union([z.literal(9), z.literal(10), z.literal(11), z.literal(12), z.literal('summer')]),
		category: z.enum(planCategories),
		owner: z.enum(['student', 'parent']),
		title: z.string().min(8).max(80),
		why: z.string().min(20).max(400),
		how: z.array(z.string().min(5).max(300)).min(2).max(6),
		minutes: z.number().int().min(5).max(600),
		window: z.strictObject({
			from: month,
			to: month,
			due: z.strictObject({ month, day: z.number().int().min(1).max(31) }).optional(),
		}),
		priority: z.union([z.literal(1), z.literal(2), z.literal(3)]),
		steps: z
			.array(z.strictObject({ title: z.string().min(5).max(100), minutes: z.number().int().min(5).max(MICRO_TASK_MAX_MINUTES) }))
			.min(2)
			.max(8)
			.optional(),
		dependsOn: z.array(z.string()).optional(),
		onlyIf: z
			.strictObject({
				tests: z.array(z.enum(['PSAT', 'SAT', 'ACT', 'AP'])).optional(),
				concerns: z.array(z.enum(['executive-function', 'financial-aid', 'first-generation', 'test-anxiety', 'deadlines'])).optional(),
			})
			.optional(),
		link: z.string().regex(/^\/[a-z0-9/-]*$/).optional(),
	})
	.refine((task) => task.minutes <= MICRO_TASK_MAX_MINUTES || task.steps, {
		path: ['steps'],
		error: `a task over ${MICRO_TASK_MAX_MINUTES} minutes needs micro-steps`,
	})
	.refine((task) => String(task.stage) === task.id.split('-')[0]!.replace(/^g/, ''), {
		path: ['id'],
		error: 'must start with its stage (g9-, g10-, g11-, g12-, summer-)',
	})

/** The problems with a library, each as "id: field: message"; empty when it is sound. */
export function checkPlanLibrary(tasks: PlanTaskTemplate[]): string[] {
	const problems: string[] = []
	const ids = new Set<string>()
	for (const task of tasks) {
		const parsed = templateSchema.safeParse(task)
		if (!parsed.success) {
			for (const issue of parsed.error.issues) problems.push(`${task.id}: ${issue.path.join('.') || '(task)'}: ${issue.message}`)
		}
		if (ids.has(task.id)) problems.push(`${task.id}: id: used twice`)
		ids.add(task.id)
	}
	for (const task of tasks) {
		for (const dependency of task.dependsOn ?? []) {
			if (!ids.has(dependency)) problems.push(`${task.id}: dependsOn: no task "${dependency}"`)
		}
	}
	return problems
}
