import { afterEach, beforeEach, expect, test } from 'vitest'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import { createEssay, listEssays, restoreEssayVersion, saveEssayBody, setEssayPrivate, setEssayStatus, VERSION_WINDOW_MS } from './essays.server'

let ctx: TestContext
let accountId: string
let userId: string
let clock = new Date('2026-11-23T17:00:00Z').getTime()
beforeEach(async () => {
	ctx = await createTestContext()
	ctx.now = () => new Date(clock)
	const owner = await createSignedInUser(ctx, { role: 'owner' })
	accountId = owner.accountId!
	userId = owner.user.id
})
afterEach(async () => {
	await ctx.cleanup()
})

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ')

test('autosave edits the newest version for five minutes, then starts a new one; old versions can be restored', async () => {
	const essay = await createEssay(ctx, accountId, { title: 'Personal essay', prompt: '', wordLimit: 650, collegeId: null })
	await saveEssayBody(ctx, { accountId, essayId: essay.id, body: 'First try.', userId, role: 'owner' })
	clock += 60_000
	await saveEssayBody(ctx, { accountId, essayId: essay.id, body: 'First try, better.', userId, role: 'owner' })
	let [listed] = await listEssays(ctx, accountId, 'owner')
	expect(listed!.versions).toHaveLength(1)
	expect(listed!.body).toBe('First try, better.')
	clock += VERSION_WINDOW_MS + 1
	await saveEssayBody(ctx, { accountId, essayId: essay.id, body: 'A new direction entirely.', userId, role: 'owner' })
	;[listed] = await listEssays(ctx, accountId, 'owner')
	expect(listed!.versions.map((version) => version.wordCount)).toEqual([4, 3])
	await restoreEssayVersion(ctx, { accountId, essayId: essay.id, versionId: listed!.versions[1]!.id, userId, role: 'owner' })
	;[listed] = await listEssays(ctx, accountId, 'owner')
	expect(listed!.body).toBe('First try, better.')
	expect(listed!.versions).toHaveLength(3)
})

test('650 words can be final, 651 cannot', async () => {
	const essay = await createEssay(ctx, accountId, { title: 'Personal essay', prompt: '', wordLimit: 650, collegeId: null })
	await saveEssayBody(ctx, { accountId, essayId: essay.id, body: words(651), userId, role: 'owner' })
	expect(await setEssayStatus(ctx, { accountId, essayId: essay.id, status: 'final', role: 'owner' })).toBe('over-limit')
	clock += VERSION_WINDOW_MS + 1
	await saveEssayBody(ctx, { accountId, essayId: essay.id, body: words(650), userId, role: 'owner' })
	expect(await setEssayStatus(ctx, { accountId, essayId: essay.id, status: 'final', role: 'owner' })).toBe('saved')
})

test('an essay the student marks private is hidden from counselors, whatever is shared; only the student sets it', async () => {
	const essay = await createEssay(ctx, accountId, { title: 'Why this college', prompt: '', wordLimit: 250, collegeId: null })
	expect(await setEssayPrivate(ctx, { accountId, essayId: essay.id, role: 'owner', value: true })).toBe(false)
	expect(await setEssayPrivate(ctx, { accountId, essayId: essay.id, role: 'student', value: true })).toBe(true)
	expect(await listEssays(ctx, accountId, 'counselor')).toEqual([])
	expect(await listEssays(ctx, accountId, 'parent')).toHaveLength(1)
	expect(await saveEssayBody(ctx, { accountId, essayId: essay.id, body: 'peek', userId, role: 'counselor' })).toBeNull()
})
