import { expect, test } from 'vitest'
import { planLibrary } from '../../../content/plan'
import { planCategories } from '../../../content/plan/types'
import { checkPlanLibrary } from './library'

test('the plan library is sound: valid entries, unique ids, micro-steps of 15 minutes or less, real dependencies', () => {
	expect(checkPlanLibrary(planLibrary.tasks)).toEqual([])
})

test('every stage covers the year, and every category appears', () => {
	for (const stage of [9, 10, 11, 12, 'summer'] as const) {
		expect(planLibrary.tasks.filter((task) => task.stage === stage).length, `stage ${stage}`).toBeGreaterThanOrEqual(10)
	}
	for (const category of planCategories) {
		expect(planLibrary.tasks.some((task) => task.category === category), category).toBe(true)
	}
})

test('the checker catches what it promises to', () => {
	const base = planLibrary.tasks[0]!
	const problems = checkPlanLibrary([
		{ ...base, id: 'g9-long', minutes: 60, steps: undefined },
		{ ...base, id: 'g9-long', dependsOn: ['g9-nowhere'] },
		{ ...base, id: 'g12-wrong-stage', stage: 9 },
	])
	expect(problems).toEqual(
		expect.arrayContaining([
			'g9-long: steps: a task over 15 minutes needs micro-steps',
			'g9-long: id: used twice',
			'g9-long: dependsOn: no task "g9-nowhere"',
			'g12-wrong-stage: id: must start with its stage (g9-, g10-, g11-, g12-, summer-)',
		]),
	)
})
