import { expect, test } from 'vitest'
import { adjacentGrades, getGradePlan, gradePlans, MONTHS } from './grade-plans'

const slugs = ['9th', '10th', '11th', '12th'] as const

function allLinks() {
	return gradePlans.flatMap((plan) => [
		...plan.resources.map((resource) => resource.href),
		...plan.months.flatMap((month) => month.tasks.flatMap((task) => (task.link ? [task.link.href] : []))),
	])
}

test('all four grades exist, in order, and can be looked up', () => {
	expect(gradePlans.map((plan) => plan.slug)).toEqual([...slugs])
	for (const slug of slugs) {
		const plan = getGradePlan(slug)
		expect(plan?.slug).toBe(slug)
		expect(plan?.name).toBe(`${slug} Grade`)
		expect(plan?.overview.length).toBeGreaterThan(0)
		expect(plan?.focusAreas.length).toBeGreaterThan(0)
		expect(plan?.resources.length).toBeGreaterThan(0)
	}
	expect(getGradePlan('8th')).toBeUndefined()
	expect(getGradePlan(undefined)).toBeUndefined()
})

test('each grade has twelve months, August through July, with 2 to 4 tasks each', () => {
	for (const plan of gradePlans) {
		expect(plan.months).toHaveLength(12)
		expect(plan.months.map((month) => month.month)).toEqual([...MONTHS])
		for (const month of plan.months) {
			expect(month.tasks.length).toBeGreaterThanOrEqual(2)
			expect(month.tasks.length).toBeLessThanOrEqual(4)
		}
	}
})

test('every link is internal and starts with "/"', () => {
	const links = allLinks()
	expect(links.length).toBeGreaterThan(0)
	for (const href of links) {
		expect(href.startsWith('/')).toBe(true)
		expect(href.startsWith('//')).toBe(false)
	}
})

test('prev/next grades', () => {
	expect(adjacentGrades('9th').previous).toBeUndefined()
	expect(adjacentGrades('9th').next?.slug).toBe('10th')
	expect(adjacentGrades('12th').previous?.slug).toBe('11th')
	expect(adjacentGrades('12th').next).toBeUndefined()
})
