import { rmSync } from 'node:fs'
import { seedDatabase } from '#app/features/seed/seed.server'
import { isDeployment } from '#app/lib/env'
import { createDatabase, databasePath, migrateDatabase, openDatabase, readCollegesCsv } from '../server/database'
import { loadNodeSettings } from '../server/node-env'

// npm run db:migrate | db:seed | db:reset — against DATABASE_URL, by default
// the embedded ./data/northstar.db.

const command = process.argv[2]
const { env } = loadNodeSettings()
// The demo family only ever goes into the embedded default: a local file, for a site on this machine.
const demoFamily = databasePath(env.DATABASE_URL) !== null && !isDeployment(env)

async function open() {
	const client = await openDatabase(env.DATABASE_URL, env.DATABASE_AUTH_TOKEN)
	return { client, db: createDatabase(client) }
}

if (command === 'migrate') {
	const { client, db } = await open()
	await migrateDatabase(db)
	console.log('Migrations applied.')
	client.close()
} else if (command === 'seed') {
	const { client, db } = await open()
	await migrateDatabase(db)
	const { created, email } = await seedDatabase(db, { collegesCsv: readCollegesCsv(), demoFamily })
	console.log(created ? `Seeded the demo family (${email}).` : demoFamily ? 'Demo data already present: nothing to do.' : 'Seeded plans and the college catalog (a deployment gets no demo family).')
	client.close()
} else if (command === 'reset') {
	const file = databasePath(env.DATABASE_URL)
	// Development only: never a remote (Turso) database, nor one a production process names.
	if (!file) {
		console.error('db:reset only resets a local file database, never a remote one.')
		process.exit(1)
	}
	if (process.env.NODE_ENV === 'production') {
		console.error('db:reset deletes every row: it is for development, and NODE_ENV is production.')
		process.exit(1)
	}
	for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true })
	const { client, db } = await open()
	await migrateDatabase(db)
	await seedDatabase(db, { collegesCsv: readCollegesCsv(), demoFamily })
	console.log(`Reset ${file}: migrated and seeded.`)
	client.close()
} else {
	console.error('Usage: tsx scripts/db.ts migrate | seed | reset')
	process.exit(1)
}
