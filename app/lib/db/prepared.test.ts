import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'
import { preparedQuery } from './prepared'
import { users } from './schema'

let first: TestContext
let second: TestContext
beforeAll(async () => {
	;[first, second] = await Promise.all([createTestContext(), createTestContext()])
})
afterAll(async () => {
	await Promise.all([first?.cleanup(), second?.cleanup()])
})

test('a query is prepared once per database and runs with each call’s values', async () => {
	let built = 0
	const userByEmail = preparedQuery((db) => {
		built++
		return db.select({ id: users.id }).from(users).where(eq(users.email, sql.placeholder('email'))).limit(1).prepare()
	})
	const [ada] = await first.db.insert(users).values({ email: 'ada@example.com', name: 'Ada', kind: 'parent' }).returning({ id: users.id })
	await first.db.insert(users).values({ email: 'bo@example.com', name: 'Bo', kind: 'parent' })
	expect(await userByEmail(first.db).all({ email: 'ada@example.com' })).toEqual([{ id: ada!.id }])
	expect(await userByEmail(first.db).all({ email: 'nobody@example.com' })).toEqual([])
	expect(userByEmail(first.db)).toBe(userByEmail(first.db))
	expect(built).toBe(1)
	// Another database gets its own, and sees its own rows.
	expect(await userByEmail(second.db).all({ email: 'ada@example.com' })).toEqual([])
	expect(built).toBe(2)
})
