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
