import { spawnSync } from 'node:child_process'
import { performance } from 'node:perf_hooks'
import { resultsFile } from './report'

// `npm run bench`: the three benches one after another, each in its own
// process so none measures another's leftovers. Each writes its section of
// bench/results/latest.json and the README's figures. A missed target is a
// figure, not a failure; a bench that crashes makes the run exit non-zero.

const started = performance.now()
const crashed: string[] = []
for (const bench of ['http', 'lighthouse', 'worker']) {
	console.log(`\n=== bench:${bench} ===`)
	const run = spawnSync(process.execPath, ['--import', 'tsx', `scripts/bench/${bench}.ts`], { stdio: 'inherit' })
	if (run.status !== 0) crashed.push(bench)
}
console.log(`\nAll benches: ${((performance.now() - started) / 1000).toFixed(0)} s; figures in ${resultsFile} and bench/README.md.`)
if (crashed.length > 0) {
	console.error(`Did not finish: ${crashed.join(', ')}`)
	process.exit(1)
}
