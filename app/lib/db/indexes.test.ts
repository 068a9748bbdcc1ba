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

test('every foreign key to a task leads an index: deleting a task (the plan engine, Undo, a college leaving the list) reads no other family’s rows', async () => {
	const tables = await rows<{ name: string }>("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%'")
	const uncovered: string[] = []
	for (const { name } of tables) {
		const keys = await rows<{ table: string; from: string }>(`pragma foreign_key_list("${name}")`)
		const indexes = await rows<{ name: string }>(`pragma index_list("${name}")`)
		const leading = new Set<string>()
		for (const index of indexes) leading.add((await rows<{ name: string }>(`pragma index_info("${index.name}")`))[0]!.name)
		for (const key of keys) if (key.table === 'tasks' && !leading.has(key.from)) uncovered.push(`${name}.${key.from}`)
	}
	expect(uncovered).toEqual([])
})

test('the dashboard’s week of comments is found through an index, not by scanning every family’s comments', async () => {
	const plan = await queryPlan('select body from task_comments where account_id = ? and created_at >= ? order by created_at', ['account', '0'])
	expect(plan).toContain('USING INDEX task_comments_account_idx')
	expect(plan).not.toMatch(/SCAN task_comments/)
})
