import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startAttackHost, type AttackHost } from '../../../tests/support/attacker'

// The development helper that shows a sign-in code on screen (?dev=true) must
// not exist on a host that is not `npm run dev`, whatever the request says
// about itself: here the attacker asks for the victim's code with dev=true and
// `Host: localhost`, the way a request through a careless proxy would arrive.

/** A request with a Host header of the attacker's choosing (fetch always sends the real one). */
function rawRequest(origin: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string }) {
	return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
		const url = new URL(path, origin)
		const request = httpRequest(
			{ hostname: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: init.method ?? 'GET', headers: init.headers },
			(response) => {
				let body = ''
				response.setEncoding('utf8')
				response.on('data', (chunk) => (body += chunk))
				response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
			},
		)
		request.on('error', reject)
		request.end(init.body)
	})
}

async function askWithDevAsLocalhost(server: AttackHost, victim: string) {
	const port = new URL(server.origin).port
	const localhost = `localhost:${port}`
	const asked = await rawRequest(server.origin, '/login?dev=true', {
		method: 'POST',
		headers: {
			host: localhost,
			origin: `http://${localhost}`,
			'content-type': 'application/x-www-form-urlencoded',
		},
		body: new URLSearchParams({ email: victim, dev: 'true' }).toString(),
	})
	expect(asked.status).toBe(302)
	const cookies = ([] as string[]).concat(asked.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ')
	const page = await rawRequest(server.origin, String(asked.headers.location), { headers: { host: localhost, cookie: cookies } })
	return { page, cookies }
}

for (const nodeEnv of ['production', 'test'] as const) {
	describe(`a host started with NODE_ENV=${nodeEnv}`, () => {
		let server: AttackHost
		beforeAll(async () => {
			server = await startAttackHost({ NODE_ENV: nodeEnv })
		}, 240_000)
		afterAll(() => server?.stop())

		test('dev=true with Host: localhost shows no code, and sets no cookie that holds one', async () => {
			const victim = 'parent@northstar.demo'
			const { page, cookies } = await askWithDevAsLocalhost(server, victim)
			const { code } = server.signInMail(victim)
			expect(page.status).toBe(200)
			expect(page.body).not.toContain(code)
			expect(page.body).not.toContain('Development code')
			expect(cookies).not.toContain(code)
		})
	})
}
