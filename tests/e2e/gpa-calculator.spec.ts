import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'

test.beforeEach(async ({ page }) => {
	await page.goto('/tools/gpa-calculator')
	await page.evaluate(() => window.localStorage.clear())
	await page.reload()
	await page.waitForLoadState('networkidle')
})

test('the default courses give 3.50 unweighted and 3.63 weighted, and it recalculates on change', async ({ page }) => {
	await expect(page.getByTestId('course-row')).toHaveCount(4)
	await expect(page.getByTestId('unweighted-gpa')).toHaveText('3.50')
	await expect(page.getByTestId('weighted-gpa')).toHaveText('3.63')
	await expect(page.getByTestId('unweighted-gpa-band')).toHaveText('Good')
	await page.getByLabel('Course 2 grade').selectOption('A')
	await expect(page.getByTestId('unweighted-gpa')).toHaveText('3.68')
	await page.getByLabel('Course 4 level').selectOption('ap')
	await expect(page.getByTestId('weighted-gpa')).toHaveText('4.05') // (4 + 4 + 4.2 + 4) / 4
	await page.getByLabel('Course 1 credits').fill('0')
	await expect(page.getByTestId('unweighted-gpa')).toHaveText('3.57') // English no longer counts: (4 + 3.7 + 3) / 3
})

test('needed GPA: disabled until all three are filled, shown only after pressing, red above 4', async ({ page }) => {
	const calculate = page.getByRole('button', { name: 'Calculate Needed GPA' })
	await expect(calculate).toBeDisabled()
	await page.getByLabel('Target GPA').fill('3.5')
	await page.getByLabel('Cumulative GPA so far').fill('3.2')
	await expect(calculate).toBeDisabled()
	await page.getByLabel('Credits completed so far').fill('12')
	await expect(calculate).toBeEnabled()
	await expect(page.getByTestId('needed-gpa')).toHaveCount(0)
	// Both earlier-term fields are in: the overall GPA includes them.
	await expect(page.getByTestId('unweighted-gpa')).toHaveText('3.28')
	await calculate.click()
	await expect(page.getByTestId('needed-gpa')).toContainText('You need a 4.40 GPA')
	await expect(page.getByText('This target may not be achievable with standard grading')).toBeVisible()
	await page.getByLabel('Target GPA').fill('3.3')
	await expect(page.getByTestId('needed-gpa')).toHaveCount(0)
	await calculate.click()
	await expect(page.getByTestId('needed-gpa')).toContainText('You need a 3.60 GPA')
	await expect(page.getByText('This target may not be achievable with standard grading')).toHaveCount(0)
})

test('the goal result stays hidden when no credits remain this term', async ({ page }) => {
	for (let row = 1; row <= 4; row++) await page.getByLabel(`Course ${row} credits`).fill('0')
	await page.getByLabel('Target GPA').fill('3.5')
	await page.getByLabel('Cumulative GPA so far').fill('3.2')
	await page.getByLabel('Credits completed so far').fill('12')
	await page.getByRole('button', { name: 'Calculate Needed GPA' }).click()
	await expect(page.getByTestId('needed-gpa')).toHaveCount(0)
})

test('reset leaves one empty course and clears the inputs; delete is disabled for the last row', async ({ page }) => {
	await page.getByLabel('Target GPA').fill('3.5')
	await page.getByRole('button', { name: 'Reset' }).click()
	await expect(page.getByTestId('course-row')).toHaveCount(1)
	await expect(page.getByLabel('Course 1 name')).toHaveValue('')
	await expect(page.getByLabel('Course 1 grade')).toHaveValue('A')
	await expect(page.getByLabel('Course 1 credits')).toHaveValue('1')
	await expect(page.getByLabel('Course 1 level')).toHaveValue('regular')
	await expect(page.getByLabel('Target GPA')).toHaveValue('')
	await expect(page.getByRole('button', { name: 'Remove course 1' })).toBeDisabled()
	await page.getByRole('button', { name: 'Add course' }).click()
	await expect(page.getByRole('button', { name: 'Remove course 1' })).toBeEnabled()
	await page.getByRole('button', { name: 'Remove course 2' }).click()
	await expect(page.getByTestId('course-row')).toHaveCount(1)
})

test('export downloads gpa-calculation-{date}.json with the spec’s fields, without a network call', async ({ page }) => {
	const requests: string[] = []
	page.on('request', (request) => requests.push(request.url()))
	const download = page.waitForEvent('download')
	await page.getByRole('button', { name: 'Export' }).click()
	const file = await download
	expect(file.suggestedFilename()).toBe(`gpa-calculation-${new Date().toISOString().slice(0, 10)}.json`)
	const data = JSON.parse(readFileSync((await file.path())!, 'utf8'))
	expect(data).toMatchObject({ unweightedGPA: 3.5, weightedGPA: 3.63, totalCredits: 4, cumulativeGPA: null, previousCredits: null })
	expect(data.courses).toHaveLength(4)
	expect(new Date(data.calculatedOn).toISOString()).toBe(data.calculatedOn)
	expect(requests.filter((url) => !url.startsWith('blob:'))).toEqual([])
})

test('the calculation survives a reload', async ({ page }) => {
	await page.getByLabel('Course 1 name').fill('Chemistry')
	await page.reload()
	await expect(page.getByLabel('Course 1 name')).toHaveValue('Chemistry')
})

test('a damaged saved calculation is ignored: the page keeps its defaults instead of an error screen', async ({ page }) => {
	await page.evaluate(() => window.localStorage.setItem('northstar:gpa-calculator', JSON.stringify({ courses: [null] })))
	await page.reload()
	// Export shows in the render that restores the kept state: the one the damaged entry broke.
	await expect(page.getByRole('button', { name: 'Export' })).toBeVisible()
	await expect(page.getByTestId('course-row')).toHaveCount(4)
	await page.getByLabel('Course 2 grade').selectOption('A')
	await expect(page.getByTestId('unweighted-gpa')).toHaveText('3.68')
})

test('the tools hub marks the GPA calculator popular', async ({ page }) => {
	await page.goto('/tools')
	await expect(page.getByText('Popular')).toBeVisible()
	await page.getByRole('link', { name: 'Open GPA Calculator' }).click()
	await expect(page).toHaveURL(/\/tools\/gpa-calculator$/)
})
