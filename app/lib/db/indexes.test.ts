import { afterAll, beforeAll, expect, test } from 'vitest'
import { createTestContext, type TestContext } from '../../../tests/support/test-context'

// Reads and deletes that a family's ordinary requests make must find their
// rows through an index: a scan reads every family's rows, and its cost grows
// with the whole product, not with the family.

let ctx: TestContext
beforeAll(async () => {
	ctx = await createTestContext()
})
afterAll(async () => {
	await ctx?.cleanup()
})

async function rows<Row>(sql: string, args: string[] = []) {
	return (await ctx.client.execute({ sql, args })).rows as unknown as Row[]
}

async function queryPlan(sql: string, args: string[]) {
	return (await rows<{ detail: string }>(`EXPLAIN QUERY PLAN ${sql}`, args)).map((row) => row.detail).join(' | ')
}

/** The catalog's tables: the app never deletes their rows, so nothing looks their references up. */
const catalogTables = new Set(['colleges', 'plans'])

test('every foreign key leads an index: deleting a task, an essay, a contact, an account or a user reads no other family’s rows', async () => {
	const tables = await rows<{ name: string }>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'")
	const uncovered: string[] = []
	for (const { name } of tables) {
		const keys = await rows<{ table: string; from: string }>(`pragma foreign_key_list("${name}")`)
		const indexes = await rows<{ name: string }>(`pragma index_list("${name}")`)
		const leading = new Set<string>()
		for (const index of indexes) leading.add((await rows<{ name: string }>(`pragma index_info("${index.name}")`))[0]!.name)
		for (const key of keys) if (!catalogTables.has(key.table) && !leading.has(key.from)) uncovered.push(`${name}.${key.from} → ${key.table}`)
	}
	expect(uncovered).toEqual([])
})

test('a deleted user’s tasks are found through the partial indexes (most tasks hold null there)', async () => {
	expect(await queryPlan('select 1 from tasks where created_by_user_id = ?', ['user'])).toContain('USING COVERING INDEX tasks_created_by_idx')
	expect(await queryPlan('select 1 from tasks where completed_by_user_id = ?', ['user'])).toContain('USING COVERING INDEX tasks_completed_by_idx')
})

test('the dashboard’s week of comments is found through an index, not by scanning every family’s comments', async () => {
	const plan = await queryPlan('select body from task_comments where account_id = ? and created_at >= ? order by created_at', ['account', '0'])
	expect(plan).toContain('USING INDEX task_comments_account_idx')
	expect(plan).not.toMatch(/SCAN task_comments/)
})
