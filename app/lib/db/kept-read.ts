import type { Database } from './client'

// A read whose answer changes only with a new seed (the college catalog) is
// done once per database and its answer kept beside it, as preparedQuery
// keeps a query: a process, a Workers isolate and a test's own database each
// have theirs, and a test's goes with it. A read that fails, or finds nothing
// yet (a deployment whose catalog is not seeded), is done again next time.

export function keptRead<Answer>(read: (db: Database) => Promise<Answer>, { isEmpty }: { isEmpty: (answer: Answer) => boolean }): (db: Database) => Promise<Answer> {
	const byDatabase = new WeakMap<Database, Promise<Answer>>()
	return (db) => {
		let answer = byDatabase.get(db)
		if (!answer) {
			answer = read(db).then(
				(value) => {
					if (isEmpty(value)) byDatabase.delete(db)
					return value
				},
				(error: unknown) => {
					byDatabase.delete(db)
					throw error
				},
			)
			byDatabase.set(db, answer)
		}
		return answer
	}
}
