import { expect, test } from 'vitest'
import { gradeShelves, resourceShelf } from './stage-resources'
import { sitePages } from '#app/features/site/site-pages'

test('every guide on a grade shelf is a real page', () => {
	for (const paths of Object.values(gradeShelves)) for (const path of paths) expect(sitePages.some((page) => page.path === path), path).toBe(true)
})

test('the plan’s next tasks lead, then the grade’s shelf without repeats', () => {
	const shelf = resourceShelf({
		grade: '11th',
		openTasks: [
			{ title: 'Build a long list', link: '/resources/college-list-builder', dueDate: '2027-01-31' },
			{ title: 'Register for the PSAT', link: '/resources/psat-prep', dueDate: '2026-12-01' },
			{ title: 'Compare costs', link: '/blog/net-price-calculator-guide', dueDate: '2027-02-01' },
			{ title: 'No link', link: null, dueDate: '2026-12-01' },
		],
		titleFor: (path) => (path.startsWith('/blog/') ? { title: 'Net price calculators', description: 'How to use them.' } : undefined),
	})
	expect(shelf.forPlan.map((item) => [item.path, item.forTasks])).toEqual([
		['/resources/psat-prep', ['Register for the PSAT']],
		['/resources/college-list-builder', ['Build a long list']],
		['/blog/net-price-calculator-guide', ['Compare costs']],
	])
	expect(shelf.forGrade.map((item) => item.path)).not.toContain('/resources/psat-prep')
	expect(shelf.forGrade.length).toBeGreaterThan(2)
})
