import path from 'node:path'
import { addCollege } from '#app/features/colleges/college-list.server'
import { seedPlanForAccount } from '#app/features/plan/seed.server'
import { colleges } from '#app/lib/db/schema'
import { createDatabase, openDatabase } from '../../server/database'

// A signed-in page is measured for a family that has one: the bootstrap
// family (/test/bootstrap makes it empty) given the plan onboarding seeds and
// a college list of ten, the way the product fills them, written into the
// host's own database file (WAL: the host keeps serving meanwhile).

export const LISTED_COLLEGES = 10

export async function seedBenchFamily(dataDir: string, accountId: string) {
	const client = await openDatabase(`file:${path.join(dataDir, 'northstar.db')}`)
	try {
		const db = createDatabase(client)
		const ctx = { db, now: () => new Date() }
		const tasks = await seedPlanForAccount(ctx, accountId)
		const picked = await db.select({ id: colleges.id }).from(colleges).orderBy(colleges.name).limit(LISTED_COLLEGES)
		for (const college of picked) await addCollege(ctx, accountId, college.id)
		return { tasks, colleges: picked.length }
	} finally {
		client.close()
	}
}

/**
 * A bench family for a host started with ENABLE_TEST_ROUTES: `/test/bootstrap`
 * signs a new member in, then `seedBenchFamily` fills the account. Answers its
 * id, its cookies (name and value each, and as one Cookie header) and what was seeded.
 */
export async function signInBenchFamily(host: { origin: string; dataDir: string }, studentName: string) {
	const bootstrap = await fetch(`${host.origin}/test/bootstrap?studentName=${encodeURIComponent(studentName)}`, { redirect: 'manual' })
	const accountId = (await bootstrap.text()).match(/data-testid="account-id">([^<]+)</)?.[1]
	const cookies = bootstrap.headers.getSetCookie().map((header) => {
		const [pair = ''] = header.split(';')
		const split = pair.indexOf('=')
		return { name: pair.slice(0, split), value: pair.slice(split + 1) }
	})
	if (bootstrap.status !== 200 || !accountId || cookies.length === 0) throw new Error(`/test/bootstrap answered ${bootstrap.status}; is ENABLE_TEST_ROUTES honoured?`)
	const family = await seedBenchFamily(host.dataDir, accountId)
	return { accountId, cookies, cookie: cookies.map(({ name, value }) => `${name}=${value}`).join('; '), ...family }
}
