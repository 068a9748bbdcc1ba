// Adds up the vitest and Playwright JSON reports into one closing line.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const [dir, failedStages = '0'] = process.argv.slice(2)
const read = (name) => {
	const file = path.join(dir, name)
	return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

let passed = 0
let failed = 0
let skipped = 0
for (const name of ['vitest.json', 'worker.json']) {
	const report = read(name)
	if (!report) continue
	passed += report.numPassedTests
	failed += report.numFailedTests
	skipped += report.numPendingTests + report.numTodoTests
}
const playwright = read('playwright.json')
if (playwright) {
	passed += playwright.stats.expected + playwright.stats.flaky
	failed += playwright.stats.unexpected
	skipped += playwright.stats.skipped
}
// A stage that failed before reporting (typecheck, a build) counts as a failure.
if (failed === 0 && Number(failedStages) > 0) failed = Number(failedStages)
console.log(`npm test: ${passed} passed, ${failed} failed, ${skipped} skipped`)
