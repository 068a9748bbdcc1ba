import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { bootstrapFamily, startNodeHost, stopNodeHost, type StartedHost } from '../tests/support/node-host'
import { ensureNodeBuild } from './build'
import { restartDelay } from './cluster'

// The Node host on two cores (decision 038), as `npm start` runs it with
// WEB_CONCURRENCY=2: a primary and two workers over one database file. Each
// request here opens a connection of its own, so the primary hands them to the
// workers in turn; the test routes make each answer name its worker's pid.

const dataDir = mkdtempSync(path.join(tmpdir(), 'northstar-cluster-'))
let host: StartedHost
let origin: string

beforeAll(async () => {
	ensureNodeBuild()
	host = startNodeHost({ DATA_DIR: dataDir, ENABLE_TEST_ROUTES: 'true', WEB_CONCURRENCY: '2' })
	origin = await host.origin
}, 240_000)
afterAll(async () => {
	if (host) await stopNodeHost(host)
	rmSync(dataDir, { recursive: true, force: true })
})

interface Answer {
	status: number
	headers: IncomingHttpHeaders
	body: string
	worker: number
}

/** One request over a new connection; `beforeEnd` runs between the first half of the body (sent) and the rest. */
function send(method: string, url: string, headers: Record<string, string> = {}, body = '', beforeEnd?: () => Promise<void>): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const req = httpRequest(url, { method, agent: false, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
			let text = ''
			res.setEncoding('utf8')
			res.on('data', (chunk: string) => (text += chunk))
			res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text, worker: Number(res.headers['x-northstar-worker']) }))
		})
		req.on('error', reject)
		if (!beforeEnd) return void req.end(body)
		const half = Math.floor(body.length / 2)
		req.write(body.slice(0, half))
		// Once connected, and the worker has had a moment to start on the request.
		req.once('socket', (socket) =>
			socket.once('connect', () => void new Promise((resolve) => setTimeout(resolve, 300)).then(beforeEnd).then(() => req.end(body.slice(half)), reject)),
		)
	})
}

/** A task due in three days: the tasks page shows it near the top. */
function taskForm(title: string) {
	const due = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
	return new URLSearchParams({ intent: 'create', title, category: 'applications', owner: 'student', dueDate: due }).toString()
}

const schedulerLines = () => host.output().match(/Scheduled jobs run in worker \d+ \(pid \d+\)/g) ?? []

async function workersAnswering(requests = 6): Promise<Set<number>> {
	const pids = new Set<number>()
	for (let n = 0; n < requests; n++) {
		const answer = await send('GET', `${origin}/about`)
		expect(answer.status).toBe(200)
		pids.add(answer.worker)
	}
	return pids
}

const alive = (pid: number) => {
	try {
		process.kill(pid, 0)
		return true
	} catch {
		return false
	}
}

test('two worker processes answer requests, and the scheduled jobs run in exactly one', async () => {
	const pids = await workersAnswering()
	expect(pids.size).toBe(2)
	expect(pids).not.toContain(host.child.pid)
	expect(host.output()).toContain('(2 worker processes)')
	expect(schedulerLines()).toHaveLength(1)
	expect([...pids].map(String)).toContain(schedulerLines()[0]!.match(/pid (\d+)/)![1])
})

test('a write through one worker is read through the other', async () => {
	const family = await bootstrapFamily(origin, 'cluster')
	const title = `Cluster task ${Date.now()}`
	const write = await send('POST', `${origin}/a/${family.accountId}/tasks.data`, { cookie: family.cookie, origin, 'content-type': 'application/x-www-form-urlencoded' }, taskForm(title))
	expect(write.status).toBeLessThan(300)
	let read: Answer
	do read = await send('GET', `${origin}/a/${family.accountId}/tasks`, { cookie: family.cookie })
	while (read.worker === write.worker)
	expect(read.status).toBe(200)
	expect(read.body).toContain(title)
})

test('a worker that dies is replaced, and the scheduler with it', async () => {
	const before = await workersAnswering()
	const schedulerPid = Number(schedulerLines()[0]!.match(/pid (\d+)/)![1])
	process.kill(schedulerPid, 'SIGKILL')
	await vi.waitFor(() => expect(host.output()).toMatch(new RegExp(`Worker 1 \\(pid ${schedulerPid}\\) was killed \\(SIGKILL\\); starting another`)), { timeout: 10_000 })
	await vi.waitFor(() => expect(schedulerLines()).toHaveLength(2), { timeout: 60_000, interval: 200 })
	const replacement = Number(schedulerLines()[1]!.match(/pid (\d+)/)![1])
	expect(replacement).not.toBe(schedulerPid)
	const after = await workersAnswering()
	expect(after.size).toBe(2)
	expect(after).toContain(replacement)
	expect(after).not.toContain(schedulerPid)
	expect([...before].filter((pid) => after.has(pid))).toHaveLength(1)
}, 90_000)

test('a worker that keeps dying young is replaced later each time, at most every 30 s', () => {
	expect([0, 1, 2, 3, 4, 5, 6, 7, 20].map(restartDelay)).toEqual([0, 0, 1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
})

test('SIGTERM: a request still open is finished, then every worker stops and the primary exits 0', async () => {
	const pids = await workersAnswering()
	const family = await bootstrapFamily(origin, 'cluster-stop')
	const title = `Sent while stopping ${Date.now()}`
	// Half the body is sent, the host is told to stop, then the rest follows.
	const open = send('POST', `${origin}/a/${family.accountId}/tasks.data`, { cookie: family.cookie, origin, 'content-type': 'application/x-www-form-urlencoded' }, taskForm(title), async () => {
		host.child.kill('SIGTERM')
		await vi.waitFor(() => expect(host.output()).toContain('SIGTERM received'), { timeout: 5_000 })
		await new Promise((resolve) => setTimeout(resolve, 300))
	})
	expect((await open).status).toBeLessThan(300)
	expect((await host.exit).code).toBe(0)
	for (const pid of pids) expect(alive(pid), `worker ${pid} is gone`).toBe(false)
	// The port is closed.
	await expect(send('GET', `${origin}/about`)).rejects.toThrow()
}, 60_000)
