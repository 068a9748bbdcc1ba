import { createClient } from '@libsql/client'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { Browser, startAttackHost, type AttackHost } from '../tests/support/attacker'
import { startNodeHost, stopNodeHost } from '../tests/support/node-host'

// A careless operator's deployment (DECISIONS.md «Deployments and the
// embedded default»): BASE_URL names a real site, and what only the embedded
// default and the tests may use is refused at start, or switched off.

const deployment = { BASE_URL: 'https://northstar.example' }

async function refusedStart(env: Record<string, string>) {
	const host = startNodeHost({ DATA_DIR: `/tmp/northstar-refused-${Date.now()}`, ...env })
	const exit = await Promise.race([host.exit, host.origin.then(() => null, () => null)])
	const result = exit ?? (await stopNodeHost(host))
	return { code: result?.code, output: host.output() }
}

describe('a deployment refuses to start', () => {
	test('with the test routes on', async () => {
		const { code, output } = await refusedStart({ ...deployment, ENABLE_TEST_ROUTES: 'true', ALLOW_LOCAL_BILLING: 'true', ALLOW_MAIL_OUTBOX: 'true' })
		expect(code).toBe(1)
		expect(output).toContain('ENABLE_TEST_ROUTES')
		expect(output).not.toContain('serving at')
	})

	test('with the local test billing, unless told it may', async () => {
		const { code, output } = await refusedStart({ ...deployment, ALLOW_MAIL_OUTBOX: 'true' })
		expect(code).toBe(1)
		expect(output).toContain('STRIPE_SECRET_KEY')
		expect(output).toContain('ALLOW_LOCAL_BILLING=true')
	})

	test('with mail going to a folder on disk, unless told it may', async () => {
		const { code, output } = await refusedStart({ ...deployment, ALLOW_LOCAL_BILLING: 'true' })
		expect(code).toBe(1)
		expect(output).toContain('RESEND_API_KEY or SMTP_URL')
	})
})

describe('a deployment allowed the local billing and the outbox', () => {
	let server: AttackHost
	beforeAll(async () => {
		server = await startAttackHost({ ...deployment, ENABLE_TEST_ROUTES: '', ALLOW_LOCAL_BILLING: 'true', ALLOW_MAIL_OUTBOX: 'true' })
	}, 240_000)
	afterAll(() => server?.stop())

	test('has no demo family and no test routes', async () => {
		expect(server.host.output()).not.toContain('Demo sign-in')
		const client = createClient({ url: `file:${path.join(server.dataDir, 'northstar.db')}` })
		try {
			const { rows } = await client.execute("SELECT count(*) AS n FROM users WHERE email = 'parent@northstar.demo'")
			expect(Number(rows[0]!.n)).toBe(0)
			expect(Number((await client.execute('SELECT count(*) AS n FROM accounts')).rows[0]!.n)).toBe(0)
		} finally {
			client.close()
		}
		expect((await fetch(`${server.origin}/test/bootstrap`)).status).toBe(404)
	})

	test('says on every billing screen that its billing is a test', async () => {
		const email = `family-${Date.now()}@example.com`
		const browser = new Browser(server.origin)
		await browser.post('/signup', { name: 'Dana', email, kind: 'parent' })
		const { code } = server.signInMail(email)
		await browser.follow(await browser.post('/verify-email?context=signup', { intent: 'verify', code }))
		// Secure, __Host- cookies: this is a deployment, served over https behind its proxy.
		expect([...browser.cookies.keys()]).toContain('__Host-ns_session')
		const confirm = await browser.request('/subscription-confirm')
		expect(await confirm.text()).toContain('Test billing')
	})
})
