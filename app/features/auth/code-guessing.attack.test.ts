import { createClient } from '@libsql/client'
import path from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { Browser, startAttackHost, type AttackHost } from '../../../tests/support/attacker'

// Guessing a sign-in code against the real Node host. The attacker asks a code
// for the victim's address from their own browser (so it holds that sign-in
// in progress) and sends guesses all at once; the right code is among them,
// as if they had been lucky. Five tries are all a code ever gets.

const MAX_TRIES = 5
let server: AttackHost

beforeAll(async () => {
	server = await startAttackHost()
}, 240_000)
afterAll(() => server?.stop())

async function newVictim() {
	const email = `victim-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.com`
	expect((await new Browser(server.origin).request(`/test/bootstrap?${new URLSearchParams({ email })}`)).status).toBe(200)
	return email
}

function wrongCodes(right: string, count: number) {
	const codes: string[] = []
	for (let n = 0; codes.length < count; n++) {
		const guess = String(n * 7919 + 100_003).slice(-6)
		if (guess !== right && !codes.includes(guess)) codes.push(guess)
	}
	return codes
}

/** What the server said to one guess: judged (signed in, or "N tries left"), or refused without being judged. */
async function outcome(response: Response) {
	if (response.status === 302) return 'signed-in'
	const html = await response.text()
	if (/tries left|1 try left/.test(html)) return 'wrong'
	return 'refused'
}

async function triesCounted(email: string) {
	const client = createClient({ url: `file:${path.join(server.dataDir, 'northstar.db')}` })
	try {
		await client.execute('PRAGMA busy_timeout = 5000')
		const { rows } = await client.execute({
			sql: 'SELECT attempts FROM verifications WHERE email = ? ORDER BY created_at DESC LIMIT 1',
			args: [email],
		})
		return Number(rows[0]?.attempts)
	} finally {
		client.close()
	}
}

test('50 guesses at once, the right code among them: at most five are judged', async () => {
	const victim = await newVictim()
	const attacker = new Browser(server.origin)
	expect((await attacker.post('/login', { email: victim })).status).toBe(302)
	const { code } = server.signInMail(victim)

	const guesses = [...wrongCodes(code, 49), code]
	const outcomes = await Promise.all(
		guesses.map(async (guess) => outcome(await attacker.post('/verify-email?context=login', { intent: 'verify', code: guess }))),
	)
	const judged = outcomes.filter((result) => result !== 'refused')
	expect(judged.length).toBeLessThanOrEqual(MAX_TRIES)
	expect(outcomes.filter((result) => result === 'signed-in').length).toBeLessThanOrEqual(1)
	expect(await triesCounted(victim)).toBeLessThanOrEqual(MAX_TRIES)
})

test('50 wrong guesses at once spend the tries: the right code afterwards does not sign in', async () => {
	const victim = await newVictim()
	const attacker = new Browser(server.origin)
	expect((await attacker.post('/login', { email: victim })).status).toBe(302)
	const { code } = server.signInMail(victim)

	await Promise.all(
		wrongCodes(code, 50).map((guess) => attacker.post('/verify-email?context=login', { intent: 'verify', code: guess })),
	)
	const last = await attacker.post('/verify-email?context=login', { intent: 'verify', code })
	expect(last.status).not.toBe(302)
	expect(await attacker.whoAmI()).toBeNull()
})

test('checks are limited per address: new codes for the same address do not buy endless guesses', async () => {
	const victim = await newVictim()
	const attacker = new Browser(server.origin)
	const statuses: number[] = []
	// Four codes (within the five an address may ask for), all five tries each: twenty guesses.
	for (let round = 0; round < 4; round++) {
		expect((await attacker.post('/login', { email: victim })).status).toBe(302)
		const { code } = server.signInMail(victim)
		for (const guess of wrongCodes(code, MAX_TRIES)) {
			statuses.push((await attacker.post('/verify-email?context=login', { intent: 'verify', code: guess })).status)
		}
	}
	expect(statuses).toContain(429)
	expect(statuses.filter((status) => status !== 429).length).toBeLessThan(20)
})
