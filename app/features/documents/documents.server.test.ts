import { readdirSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { auditLog, colleges, documents, documentUploads, listEntries, memberships } from '#app/lib/db/schema'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import { runScheduledJobs } from '../jobs/scheduled-jobs.server'
import { DELETED_RETENTION_MS, DOCUMENT_QUOTA_BYTES, MAX_DOCUMENT_BYTES } from './documents'
import {
	createDocument,
	deleteDocument,
	documentStorageKey,
	listDocuments,
	ORPHAN_FILE_GRACE_MS,
	purgeDeletedDocuments,
	readDocumentForDownload,
	restoreDocument,
	setDocumentPrivate,
	sweepOrphanFiles,
	updateDocument,
	usedBytes,
} from './documents.server'
import { bytes, sampleExe, samplePdf } from './sample-files'

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

const upload = (overrides: Partial<Parameters<typeof createDocument>[1]> = {}) =>
	createDocument(ctx, {
		accountId,
		userId,
		fileName: 'transcript.pdf',
		bytes: samplePdf,
		title: 'Transcript',
		kind: 'transcript',
		collegeId: null,
		privateFromCounselors: false,
		...overrides,
	})

/** Every file the disk store holds (data and .meta.json), relative to its root. */
function storedFiles(): string[] {
	try {
		return readdirSync(path.join(ctx.dir, 'uploads'), { recursive: true, withFileTypes: true })
			.filter((entry) => entry.isFile())
			.map((entry) => path.relative(path.join(ctx.dir, 'uploads'), path.join(entry.parentPath, entry.name)))
	} catch {
		return []
	}
}

test('an upload is sniffed, stored under accounts/{id}/documents/{id}, listed and readable; the name is not trusted', async () => {
	const result = await upload({ fileName: 'transcript.exe' })
	if (!result.ok) throw new Error(result.message)
	const { document } = result
	expect(document).toMatchObject({ contentType: 'application/pdf', fileName: 'transcript.pdf', size: samplePdf.length, uploadedByUserId: userId })
	expect(document.storageKey).toBe(`accounts/${accountId}/documents/${document.id}`)
	expect(documentStorageKey(accountId, document.id)).toBe(document.storageKey)
	const { active, deleted } = await listDocuments(ctx, accountId, 'owner')
	expect(active.map((row) => row.title)).toEqual(['Transcript'])
	expect(active[0]!.uploadedBy).toMatch(/^User /)
	expect(deleted).toEqual([])
	const read = await readDocumentForDownload(ctx, { accountId, documentId: document.id, role: 'owner' })
	expect(read?.file.body).toEqual(samplePdf)
})

test('a refused type, an oversize file or an unlisted college stores nothing', async () => {
	expect(await upload({ bytes: sampleExe })).toMatchObject({ ok: false, status: 'type-executable' })
	const oversize = new Uint8Array(MAX_DOCUMENT_BYTES + 1)
	oversize.set(samplePdf)
	expect(await upload({ bytes: oversize })).toMatchObject({ ok: false, status: 'too-large' })
	expect(await upload({ collegeId: 'not-on-the-list' })).toMatchObject({ ok: false, status: 'college' })
	expect(await ctx.db.select().from(documents)).toEqual([])
	expect(storedFiles()).toEqual([])
})

test('a college on the list can be linked, and shows by name', async () => {
	const [college] = await ctx.db.insert(colleges).values({ id: '166027', name: 'Harvard University', state: 'MA' }).returning()
	await ctx.db.insert(listEntries).values({ accountId, collegeId: college!.id })
	const result = await upload({ collegeId: college!.id, kind: 'award-letter', title: 'Harvard aid letter' })
	expect(result.ok).toBe(true)
	expect((await listDocuments(ctx, accountId, 'owner')).active[0]).toMatchObject({ collegeName: 'Harvard University', kind: 'award-letter' })
})

test('if the row cannot be written the file is removed again, and its claim on the quota with it', async () => {
	// A user id that does not exist breaks the foreign key on insert.
	await expect(upload({ userId: 'no-such-user' })).rejects.toThrow()
	expect(storedFiles()).toEqual([])
	expect(await ctx.db.select().from(documentUploads)).toEqual([])
})

test('if the file cannot be written there is no row, and the quota it claimed is free again', async () => {
	await ctx.db.insert(documents).values({ accountId, title: 'Old scans', fileName: 'scans.pdf', kind: 'other', contentType: 'application/pdf', size: DOCUMENT_QUOTA_BYTES - samplePdf.length, storageKey: `accounts/${accountId}/documents/filler` })
	const put = ctx.files.put
	ctx.files.put = async () => {
		throw new Error('disk full')
	}
	await expect(upload()).rejects.toThrow('disk full')
	ctx.files.put = put
	expect((await ctx.db.select().from(documents)).map((row) => row.title)).toEqual(['Old scans'])
	expect(await ctx.db.select().from(documentUploads)).toEqual([])
	expect((await upload()).ok).toBe(true)
})

test('an upload in progress holds its bytes of the quota; a claim left by a dead host is swept after the grace hour', async () => {
	await ctx.db.insert(documents).values({ accountId, title: 'Old scans', fileName: 'scans.pdf', kind: 'other', contentType: 'application/pdf', size: DOCUMENT_QUOTA_BYTES - samplePdf.length, storageKey: `accounts/${accountId}/documents/filler` })
	await ctx.db.insert(documentUploads).values({ id: 'in-flight', accountId, size: samplePdf.length, createdAt: clock })
	expect(await upload()).toMatchObject({ ok: false, status: 'quota' })
	expect(await sweepOrphanFiles(ctx, new Date(clock + ORPHAN_FILE_GRACE_MS - 1))).toBe(0)
	expect(await ctx.db.select().from(documentUploads)).toHaveLength(1)
	await sweepOrphanFiles(ctx, new Date(clock + ORPHAN_FILE_GRACE_MS + 1))
	expect(await ctx.db.select().from(documentUploads)).toEqual([])
	expect((await upload()).ok).toBe(true)
})

test('the quota counts every document, deleted ones too, until they are purged', async () => {
	const first = await upload()
	if (!first.ok) throw new Error(first.message)
	// Stand-in for many earlier uploads: rows only, the quota reads their sizes.
	const filler = DOCUMENT_QUOTA_BYTES - samplePdf.length * 2
	await ctx.db.insert(documents).values({ accountId, title: 'Old scans', fileName: 'scans.pdf', kind: 'other', contentType: 'application/pdf', size: filler, storageKey: `accounts/${accountId}/documents/filler`, deletedAt: clock })
	expect(await usedBytes(ctx, accountId)).toBe(filler + samplePdf.length)
	expect((await upload()).ok).toBe(true)
	expect(await upload()).toMatchObject({ ok: false, status: 'quota', message: expect.stringContaining('500 MB') })
	clock += DELETED_RETENTION_MS
	await purgeDeletedDocuments(ctx, new Date(clock))
	expect(await usedBytes(ctx, accountId)).toBe(samplePdf.length * 2)
	expect((await upload()).ok).toBe(true)
})

test('soft delete, restore within 30 days, then the daily job purges file and row', async () => {
	const result = await upload()
	if (!result.ok) throw new Error(result.message)
	const documentId = result.document.id
	expect(await deleteDocument(ctx, { accountId, documentId, role: 'owner' })).toBe(true)
	expect(await deleteDocument(ctx, { accountId, documentId, role: 'owner' })).toBe(false)
	let listed = await listDocuments(ctx, accountId, 'owner')
	expect(listed.active).toEqual([])
	expect(listed.deleted).toEqual([expect.objectContaining({ id: documentId, purgeAt: clock + DELETED_RETENTION_MS })])
	expect(await readDocumentForDownload(ctx, { accountId, documentId, role: 'owner' })).toBeNull()
	expect(await updateDocument(ctx, { accountId, documentId, role: 'owner', title: 'x', kind: 'other', collegeId: null })).toBe('not-found')

	clock += DELETED_RETENTION_MS - 1
	expect(await restoreDocument(ctx, { accountId, documentId, role: 'owner' })).toBe('restored')
	expect((await listDocuments(ctx, accountId, 'owner')).active).toHaveLength(1)
	expect(await restoreDocument(ctx, { accountId, documentId, role: 'owner' })).toBe('not-found')

	await deleteDocument(ctx, { accountId, documentId, role: 'owner' })
	clock += DELETED_RETENTION_MS
	expect(await restoreDocument(ctx, { accountId, documentId, role: 'owner' })).toBe('expired')
	listed = await listDocuments(ctx, accountId, 'owner')
	expect(listed.deleted).toEqual([])
	expect(storedFiles()).toHaveLength(2)

	const results = await runScheduledJobs(ctx, new Date(clock), { cadence: 'daily' })
	expect(results).toContainEqual({ job: 'purge-deleted-documents', status: 'done' })
	expect(await ctx.db.select().from(documents)).toEqual([])
	expect(storedFiles()).toEqual([])
})

test('the purge leaves documents deleted less than 30 days ago', async () => {
	const result = await upload()
	if (!result.ok) throw new Error(result.message)
	await deleteDocument(ctx, { accountId, documentId: result.document.id, role: 'owner' })
	expect(await purgeDeletedDocuments(ctx, new Date(clock + DELETED_RETENTION_MS - 1))).toBe(0)
	expect(await purgeDeletedDocuments(ctx, new Date(clock + DELETED_RETENTION_MS))).toBe(1)
})

test('a private document is hidden from counselors everywhere; any family member may set it, and it is audited', async () => {
	const shared = await upload({ title: 'SAT report', kind: 'score-report' })
	const hidden = await upload({ title: 'Personal statement draft', kind: 'essay', privateFromCounselors: true })
	if (!shared.ok || !hidden.ok) throw new Error('upload failed')
	expect((await listDocuments(ctx, accountId, 'counselor')).active.map((row) => row.title)).toEqual(['SAT report'])
	expect((await listDocuments(ctx, accountId, 'student')).active).toHaveLength(2)
	expect(await readDocumentForDownload(ctx, { accountId, documentId: hidden.document.id, role: 'counselor' })).toBeNull()
	expect(await readDocumentForDownload(ctx, { accountId, documentId: shared.document.id, role: 'counselor' })).not.toBeNull()

	expect(await setDocumentPrivate(ctx, { accountId, documentId: shared.document.id, role: 'counselor', userId, value: true })).toBe('forbidden')
	expect(await setDocumentPrivate(ctx, { accountId, documentId: shared.document.id, role: 'parent', userId, value: true })).toBe('saved')
	expect((await listDocuments(ctx, accountId, 'counselor')).active).toEqual([])
	expect(await setDocumentPrivate(ctx, { accountId, documentId: hidden.document.id, role: 'student', userId, value: false })).toBe('saved')
	expect((await listDocuments(ctx, accountId, 'counselor')).active.map((row) => row.title)).toEqual(['Personal statement draft'])
	const audit = await ctx.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.accountId, accountId))
	expect(audit.map((row) => row.action).sort()).toEqual(['document.hidden_from_counselors', 'document.shared_with_counselors'])
	// Deleted private documents stay out of a counselor's view too.
	await setDocumentPrivate(ctx, { accountId, documentId: shared.document.id, role: 'owner', userId, value: true })
	await deleteDocument(ctx, { accountId, documentId: shared.document.id, role: 'owner' })
	expect((await listDocuments(ctx, accountId, 'counselor')).deleted).toEqual([])
})

test('another family never reaches these documents by id', async () => {
	const result = await upload()
	if (!result.ok) throw new Error(result.message)
	const other = await createSignedInUser(ctx, { role: 'owner' })
	const otherAccount = other.accountId!
	const documentId = result.document.id
	expect(await readDocumentForDownload(ctx, { accountId: otherAccount, documentId, role: 'owner' })).toBeNull()
	expect(await updateDocument(ctx, { accountId: otherAccount, documentId, role: 'owner', title: 'Mine now', kind: 'other', collegeId: null })).toBe('not-found')
	expect(await setDocumentPrivate(ctx, { accountId: otherAccount, documentId, role: 'owner', userId: other.user.id, value: true })).toBe('not-found')
	expect(await deleteDocument(ctx, { accountId: otherAccount, documentId, role: 'owner' })).toBe(false)
	expect((await listDocuments(ctx, otherAccount, 'owner')).active).toEqual([])
	expect((await listDocuments(ctx, accountId, 'owner')).active[0]).toMatchObject({ title: 'Transcript', privateFromCounselors: false })
	expect(await ctx.db.select().from(memberships).where(eq(memberships.accountId, otherAccount))).toHaveLength(1)
})

test('retitle and re-kind', async () => {
	const result = await upload({ bytes: bytes('Activity,Hours\nDebate,80\n'), fileName: 'activities.csv', title: 'activities', kind: 'other' })
	if (!result.ok) throw new Error(result.message)
	expect(result.document).toMatchObject({ contentType: 'text/csv; charset=utf-8', fileName: 'activities.csv' })
	expect(await updateDocument(ctx, { accountId, documentId: result.document.id, role: 'owner', title: 'Activities list', kind: 'resume', collegeId: null })).toBe('saved')
	expect((await listDocuments(ctx, accountId, 'owner')).active[0]).toMatchObject({ title: 'Activities list', kind: 'resume' })
})

test('the daily sweep deletes document files without a row, once they are past the grace hour', async () => {
	const kept = await upload()
	if (!kept.ok) throw new Error(kept.message)
	// A host killed between writing the file and inserting its row.
	const orphanKey = documentStorageKey(accountId, 'orphan1')
	await ctx.files.put(orphanKey, samplePdf, { contentType: 'application/pdf' })
	await ctx.files.put(`accounts/${accountId}/avatar`, samplePdf, { contentType: 'application/pdf' })
	expect(await sweepOrphanFiles(ctx, new Date())).toBe(0)
	expect(await sweepOrphanFiles(ctx, new Date(Date.now() + ORPHAN_FILE_GRACE_MS + 60_000))).toBe(1)
	expect(await ctx.files.get(orphanKey)).toBeNull()
	expect(await ctx.files.get(kept.document.storageKey)).not.toBeNull()
	// Not a document file: not ours to judge.
	expect(await ctx.files.get(`accounts/${accountId}/avatar`)).not.toBeNull()
})
