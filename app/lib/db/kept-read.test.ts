import { expect, test } from 'vitest'
import type { Database } from './client'
import { keptRead } from './kept-read'

// Any object stands for a database here: keptRead only keys on it.
const database = () => ({}) as Database

test('reads once per database, and each database has its own answer', async () => {
	let reads = 0
	const read = keptRead(async () => [++reads], { isEmpty: (rows) => rows.length === 0 })
	const [first, second] = [database(), database()]
	expect(await Promise.all([read(first), read(first)])).toEqual([[1], [1]])
	expect(await read(first)).toEqual([1])
	expect(await read(second)).toEqual([2])
	expect(reads).toBe(2)
})

test('an empty answer (a catalog not seeded yet) is read again', async () => {
	const catalog: string[] = []
	const read = keptRead(async () => [...catalog], { isEmpty: (rows) => rows.length === 0 })
	const db = database()
	expect(await read(db)).toEqual([])
	catalog.push('MIT')
	expect(await read(db)).toEqual(['MIT'])
	catalog.push('Yale')
	expect(await read(db)).toEqual(['MIT'])
})

test('a failed read is tried again', async () => {
	let fail = true
	const read = keptRead(
		async () => {
			if (fail) throw new Error('database busy')
			return ['MIT']
		},
		{ isEmpty: (rows) => rows.length === 0 },
	)
	const db = database()
	await expect(read(db)).rejects.toThrow('database busy')
	fail = false
	expect(await read(db)).toEqual(['MIT'])
})
