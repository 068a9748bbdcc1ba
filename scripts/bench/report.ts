import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg, release, totalmem } from 'node:os'
import path from 'node:path'

// bench/results/latest.json (one object: when, on what, each bench's figures)
// and the figures block of bench/README.md, rewritten from it after each bench.

export const resultsFile = 'bench/results/latest.json'
const readmeFile = 'bench/README.md'
/** Other work on the machine when the bench began: on 2 cores, anything above ~0.5 skews every figure. */
const loadAtStart = Number(loadavg()[0]!.toFixed(2))

/** A target from the issue or DECISIONS.md, the measured value, and whether it is met. */
export interface Check {
	target: string
	measured: string
	met: boolean
}

export interface Section {
	date: string
	/** The 1-minute load average when the bench started. */
	loadAverage: number
	/** Markdown lines for the README: a table of the figures. */
	summary: string[]
	checks: Check[]
	figures: Record<string, unknown>
}

type Results = { date: string; machine: ReturnType<typeof machine> } & Partial<Record<'http' | 'lighthouse' | 'worker', Section>>

export function machine() {
	const cores = cpus()
	return {
		cpus: cores.length,
		model: cores[0]?.model.trim() ?? 'unknown',
		memoryGiB: Math.round(totalmem() / 2 ** 30),
		node: process.version,
		os: `${process.platform} ${release()}`,
	}
}

export function saveSection(name: 'http' | 'lighthouse' | 'worker', section: Omit<Section, 'date' | 'loadAverage'>) {
	const previous: Partial<Results> = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : {}
	const date = new Date().toISOString()
	const results: Results = { ...previous, date, machine: machine(), [name]: { date, loadAverage: loadAtStart, ...section } }
	mkdirSync(path.dirname(resultsFile), { recursive: true })
	writeFileSync(resultsFile, `${JSON.stringify(results, null, '\t')}\n`)
	writeReadmeFigures(results)
	console.log(`\n${section.checks.map(formatCheck).join('\n')}\nSaved to ${resultsFile} and ${readmeFile}.`)
}

function formatCheck(check: Check) {
	return `${check.met ? 'MET    ' : 'NOT MET'}  ${check.target}: ${check.measured}`
}

function writeReadmeFigures(results: Results) {
	if (!existsSync(readmeFile)) return
	const { machine: box } = results
	const lines = [
		`Latest run: ${results.date.slice(0, 16).replace('T', ' ')} UTC on ${box.cpus} × ${box.model}, ${box.memoryGiB} GiB, Node ${box.node}, ${box.os}.`,
		'',
	]
	const titles = { http: 'HTTP (`bench:http`)', lighthouse: 'Lighthouse (`bench:lighthouse`)', worker: 'Worker (`bench:worker`)' } as const
	for (const name of ['http', 'lighthouse', 'worker'] as const) {
		const section = results[name]
		if (!section) continue
		lines.push(`**${titles[name]}** — ${section.date.slice(0, 16).replace('T', ' ')} UTC, load average ${section.loadAverage} at start`, '', ...section.summary, '')
		lines.push(`Targets: ${section.checks.map((check) => `${check.met ? '✅' : '❌'} ${check.target} (${check.measured})`).join(' · ')}`, '')
	}
	const readme = readFileSync(readmeFile, 'utf8')
	const start = '<!-- figures:start -->'
	const end = '<!-- figures:end -->'
	const before = readme.slice(0, readme.indexOf(start) + start.length)
	const after = readme.slice(readme.indexOf(end))
	if (!readme.includes(start) || !readme.includes(end)) throw new Error(`${readmeFile} lost its figure markers`)
	writeFileSync(readmeFile, `${before}\n${lines.join('\n').trimEnd()}\n${after}`)
}

/** A markdown table from a header row and rows. */
export function table(header: string[], rows: Array<Array<string | number>>): string[] {
	return [`| ${header.join(' | ')} |`, `| ${header.map(() => '---').join(' | ')} |`, ...rows.map((row) => `| ${row.join(' | ')} |`)]
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
