import type { Database } from './client'

// A query that runs with the same shape on every request (the session, the
// membership, the plan) is built into SQL by drizzle once per database and
// kept, its values given as `sql.placeholder`s when it runs: building the SQL
// was about a tenth of a signed-in render's CPU (issue 27). The prepared query
// belongs to the database it was made on (the host's one client; a
// transaction is a database of its own), so it is kept beside it, not in a
// global: a test's throwaway database gets its own and lets it go with it.

export function preparedQuery<Prepared>(prepare: (db: Database) => Prepared): (db: Database) => Prepared {
	const byDatabase = new WeakMap<Database, Prepared>()
	return (db) => {
		let prepared = byDatabase.get(db)
		if (prepared === undefined) {
			prepared = prepare(db)
			byDatabase.set(db, prepared)
		}
		return prepared
	}
}
