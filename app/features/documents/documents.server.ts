import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, sql, sum } from 'drizzle-orm'
import { writeAudit } from '#app/features/accounts/audit.server'
import { canSeeItem } from '#app/features/accounts/permissions'
import type { MemberRole } from '#app/lib/db/roles'
import type { AppContext } from '#app/lib/app-context'
import { colleges, documents, documentUploads, listEntries, users } from '#app/lib/db/schema'
import { assertFileKey, type StoredFile } from '#app/lib/files'
import { createId } from '#app/lib/ids'
import { canRestore, DELETED_RETENTION_MS, DOCUMENT_QUOTA_BYTES, type DocumentKind, downloadFileName, MAX_DOCUMENT_BYTES, purgeAt, type UploadStatus, uploadStatuses } from './documents'
import { sniffDocument } from './sniff'

export { DOCUMENT_QUOTA_BYTES, MAX_DOCUMENT_BYTES } from './documents'

// The document vault: files in the FileStore (disk on Node, R2 on Workers)
// under accounts/{accountId}/documents/{documentId}, one row each in
// `documents`. Every read filters by the account id the access check gave and
// by canSeeItem, so a counselor never sees a document marked private, and
// another family's id is simply not found. Deleting is soft: the row keeps
// deletedAt and can be restored for 30 days, then the daily job purges file
// and row. Deleted documents count against the quota until then.

type Ctx = Pick<AppContext, 'db' | 'now'>
type FilesCtx = Pick<AppContext, 'db' | 'files' | 'now'>

export type DocumentRow = typeof documents.$inferSelect

export function documentStorageKey(accountId: string, documentId: string): string {
	return assertFileKey(`accounts/${accountId}/documents/${documentId}`)
}

/** Bytes the account holds, deleted-but-not-purged documents included. */
export async function usedBytes(ctx: Pick<AppContext, 'db'>, accountId: string): Promise<number> {
	const [row] = await ctx.db.select({ total: sum(documents.size) }).from(documents).where(eq(documents.accountId, accountId))
	return Number(row?.total ?? 0)
}

async function isListedCollege(ctx: Pick<AppContext, 'db'>, accountId: string, collegeId: string) {
	const [entry] = await ctx.db
		.select({ id: listEntries.id })
		.from(listEntries)
		.where(and(eq(listEntries.accountId, accountId), eq(listEntries.collegeId, collegeId)))
		.limit(1)
	return Boolean(entry)
}

export type CreateDocumentResult =
	| { ok: true; document: DocumentRow }
	| { ok: false; status: Exclude<UploadStatus, 'ok' | 'no-file' | 'invalid' | 'unreadable' | 'locked'>; message: string }

const refused = (status: Exclude<UploadStatus, 'ok' | 'no-file' | 'invalid' | 'unreadable' | 'locked'>): CreateDocumentResult => ({ ok: false, status, message: uploadStatuses[status] })

export async function createDocument(
	ctx: FilesCtx,
	input: {
		accountId: string
		userId: string
		fileName: string
		bytes: Uint8Array
		title: string
		kind: DocumentKind
		collegeId: string | null
		privateFromCounselors: boolean
	},
): Promise<CreateDocumentResult> {
	const { accountId, bytes } = input
	if (bytes.byteLength > MAX_DOCUMENT_BYTES) return refused('too-large')
	const sniffed = sniffDocument(bytes, input.fileName)
	if (!sniffed.ok) return refused(`type-${sniffed.reason}`)
	if (input.collegeId && !(await isListedCollege(ctx, accountId, input.collegeId))) return refused('college')
	const id = createId()
	if (!(await claimQuota(ctx, { id, accountId, size: bytes.byteLength }))) return refused('quota')
	const storageKey = documentStorageKey(accountId, id)
	const at = ctx.now().getTime()
	try {
		await ctx.files.put(storageKey, bytes, { contentType: sniffed.contentType })
		// The row replaces the claim in one transaction: the bytes are counted once, never zero times.
		const [[document]] = await ctx.db.batch([
			ctx.db
				.insert(documents)
				.values({
					id,
					accountId,
					title: input.title,
					fileName: downloadFileName(input.fileName, sniffed.extension),
					kind: input.kind,
					contentType: sniffed.contentType,
					size: bytes.byteLength,
					storageKey,
					collegeId: input.collegeId,
					privateFromCounselors: input.privateFromCounselors,
					uploadedByUserId: input.userId,
					createdAt: at,
					updatedAt: at,
				})
				.returning(),
			ctx.db.delete(documentUploads).where(eq(documentUploads.id, id)),
		])
		return { ok: true, document: document! }
	} catch (error) {
		// No row, no file, no claim. If the file cannot be deleted now, the daily sweep deletes it
		// (it has no row); the claim must go regardless, or it would hold the quota until then.
		await ctx.files.delete(storageKey).catch(() => undefined)
		await ctx.db.delete(documentUploads).where(eq(documentUploads.id, id))
		throw error
	}
}

/**
 * Claims `size` bytes of the account's quota for the upload `id`, or refuses.
 * One statement sums what the account holds (documents, deleted ones until
 * purged, and other uploads' claims) and inserts the claim only if this one
 * still fits: SQLite runs it under the write lock, so uploads sent at once are
 * judged one after another and cannot together pass the quota.
 */
async function claimQuota(ctx: Pick<AppContext, 'db' | 'now'>, { id, accountId, size }: { id: string; accountId: string; size: number }): Promise<boolean> {
	const claimed = await ctx.db.all<{ id: string }>(sql`
		insert into ${documentUploads} (id, account_id, size, created_at)
		select ${id}, ${accountId}, ${size}, ${ctx.now().getTime()}
		where (select coalesce(sum(size), 0) from ${documents} where account_id = ${accountId})
			+ (select coalesce(sum(size), 0) from ${documentUploads} where account_id = ${accountId})
			+ ${size} <= ${DOCUMENT_QUOTA_BYTES}
		returning id`)
	return claimed.length === 1
}

export async function listDocuments(ctx: Ctx, accountId: string, role: MemberRole) {
	const rows = await ctx.db
		.select({
			id: documents.id,
			title: documents.title,
			fileName: documents.fileName,
			kind: documents.kind,
			contentType: documents.contentType,
			size: documents.size,
			collegeId: documents.collegeId,
			collegeName: colleges.name,
			privateFromCounselors: documents.privateFromCounselors,
			uploadedBy: users.name,
			deletedAt: documents.deletedAt,
			createdAt: documents.createdAt,
		})
		.from(documents)
		.leftJoin(colleges, eq(colleges.id, documents.collegeId))
		.leftJoin(users, eq(users.id, documents.uploadedByUserId))
		.where(eq(documents.accountId, accountId))
		.orderBy(desc(documents.createdAt), asc(documents.title))
	const now = ctx.now().getTime()
	const visible = rows.filter((row) => canSeeItem(role, row))
	return {
		active: visible.filter((row) => row.deletedAt === null),
		// Past the 30 days a document waits only for the daily purge: no longer offered.
		deleted: visible
			.filter((row): row is typeof row & { deletedAt: number } => row.deletedAt !== null && canRestore(row.deletedAt, now))
			.map((row) => ({ ...row, purgeAt: purgeAt(row.deletedAt) })),
	}
}

async function findDocument(ctx: Pick<AppContext, 'db'>, accountId: string, documentId: string, role: MemberRole) {
	const [document] = await ctx.db
		.select()
		.from(documents)
		.where(and(eq(documents.id, documentId), eq(documents.accountId, accountId)))
		.limit(1)
	return document && canSeeItem(role, document) ? document : null
}

export async function updateDocument(
	ctx: Ctx,
	{ accountId, documentId, role, title, kind, collegeId }: { accountId: string; documentId: string; role: MemberRole; title: string; kind: DocumentKind; collegeId: string | null },
): Promise<'saved' | 'not-found' | 'bad-college'> {
	const document = await findDocument(ctx, accountId, documentId, role)
	if (!document || document.deletedAt !== null) return 'not-found'
	if (collegeId && collegeId !== document.collegeId && !(await isListedCollege(ctx, accountId, collegeId))) return 'bad-college'
	await ctx.db.update(documents).set({ title, kind, collegeId, updatedAt: ctx.now().getTime() }).where(eq(documents.id, documentId))
	return 'saved'
}

/**
 * Any member who may change the vault (owner, parent, student) may hide a
 * document from counselors or share it again; counselors are read-only.
 * A visibility change, so it is written to the audit log (DESIGN.md §5).
 */
export async function setDocumentPrivate(
	ctx: Ctx,
	{ accountId, documentId, role, userId, value }: { accountId: string; documentId: string; role: MemberRole; userId: string; value: boolean },
): Promise<'saved' | 'not-found' | 'forbidden'> {
	if (role === 'counselor') return 'forbidden'
	const document = await findDocument(ctx, accountId, documentId, role)
	if (!document) return 'not-found'
	if (document.privateFromCounselors === value) return 'saved'
	await ctx.db.update(documents).set({ privateFromCounselors: value, updatedAt: ctx.now().getTime() }).where(eq(documents.id, documentId))
	await writeAudit(ctx, {
		actorUserId: userId,
		accountId,
		action: value ? 'document.hidden_from_counselors' : 'document.shared_with_counselors',
		targetType: 'document',
		targetId: documentId,
	})
	return 'saved'
}

export async function deleteDocument(ctx: Ctx, { accountId, documentId, role }: { accountId: string; documentId: string; role: MemberRole }) {
	const document = await findDocument(ctx, accountId, documentId, role)
	if (!document || document.deletedAt !== null) return false
	const at = ctx.now().getTime()
	await ctx.db.update(documents).set({ deletedAt: at, updatedAt: at }).where(eq(documents.id, documentId))
	return true
}

export async function restoreDocument(
	ctx: Ctx,
	{ accountId, documentId, role }: { accountId: string; documentId: string; role: MemberRole },
): Promise<'restored' | 'not-found' | 'expired'> {
	const document = await findDocument(ctx, accountId, documentId, role)
	if (!document || document.deletedAt === null) return 'not-found'
	if (!canRestore(document.deletedAt, ctx.now().getTime())) return 'expired'
	await ctx.db.update(documents).set({ deletedAt: null, updatedAt: ctx.now().getTime() }).where(eq(documents.id, documentId))
	return 'restored'
}

/** The daily job: files and rows of documents deleted more than 30 days ago. */
export async function purgeDeletedDocuments(ctx: Pick<AppContext, 'db' | 'files'>, now: Date): Promise<number> {
	const expired = await ctx.db
		.select({ id: documents.id, storageKey: documents.storageKey })
		.from(documents)
		.where(and(isNotNull(documents.deletedAt), lte(documents.deletedAt, now.getTime() - DELETED_RETENTION_MS)))
	for (const document of expired) {
		// The file first: if that fails the row stays and the next run tries again.
		await ctx.files.delete(document.storageKey)
		await ctx.db.delete(documents).where(eq(documents.id, document.id))
	}
	return expired.length
}

/** An upload claims its quota, writes its file, then its row: a claim or file younger than this may still be getting its row. */
export const ORPHAN_FILE_GRACE_MS = 60 * 60 * 1000

/**
 * The daily job: document files with no row, left by a host that died
 * between writing the file and inserting the row (issue «Quality gates»,
 * fault test), and the quota claims such an upload left (decision 023).
 * They count against nothing the family can see and nobody could reach them.
 */
export async function sweepOrphanFiles(ctx: Pick<AppContext, 'db' | 'files'>, now: Date): Promise<number> {
	const cutoff = now.getTime() - ORPHAN_FILE_GRACE_MS
	const stale: string[] = []
	for await (const file of ctx.files.list('accounts/')) {
		if (/^accounts\/[^/]+\/documents\/[^/]+$/.test(file.key) && file.uploadedAt < cutoff) stale.push(file.key)
	}
	let swept = 0
	for (let start = 0; start < stale.length; start += 200) {
		const keys = stale.slice(start, start + 200)
		const kept = new Set((await ctx.db.select({ key: documents.storageKey }).from(documents).where(inArray(documents.storageKey, keys))).map((row) => row.key))
		for (const key of keys.filter((key) => !kept.has(key))) {
			await ctx.files.delete(key)
			swept += 1
		}
	}
	// A claim past the grace hour belongs to an upload that died; its file, if written, went above.
	await ctx.db.delete(documentUploads).where(lt(documentUploads.createdAt, cutoff))
	return swept
}

/** A document this member may download now, with its bytes; null (→ 404) for anything else. */
export async function readDocumentForDownload(
	ctx: Pick<AppContext, 'db' | 'files'>,
	{ accountId, documentId, role }: { accountId: string; documentId: string; role: MemberRole },
): Promise<{ document: DocumentRow; file: StoredFile } | null> {
	const [document] = await ctx.db
		.select()
		.from(documents)
		.where(and(eq(documents.id, documentId), eq(documents.accountId, accountId), isNull(documents.deletedAt)))
		.limit(1)
	if (!document || !canSeeItem(role, document)) return null
	const file = await ctx.files.get(document.storageKey)
	return file ? { document, file } : null
}
