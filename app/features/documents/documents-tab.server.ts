import type { AccountAccess } from '#app/features/accounts/access.server'
import { listCollegeEntries } from '#app/features/colleges/college-list.server'
import type { AppContext } from '#app/lib/app-context'
import { type IntentResult, intentError, intentOk } from '#app/lib/intent-result'
import { DELETED_RETENTION_DAYS, DOCUMENT_QUOTA_BYTES, DocumentUpdateSchema } from './documents'
import { deleteDocument, listDocuments, restoreDocument, setDocumentPrivate, updateDocument, usedBytes } from './documents.server'

// The Documents tab of the Applications page: what the panel shows, and the
// `document-*` form intents the page's action hands over after checking the
// 'documents' section with write access. Uploads go to their own route
// (documents.upload.ts) because they are multipart and may be large.

export async function loadDocumentsTab(app: AppContext, access: AccountAccess) {
	const { accountId, role, readOnly } = access
	const [listed, used, entries] = await Promise.all([
		listDocuments(app, accountId, role),
		// A counselor reads and downloads only: no quota, no bin, no college picker.
		readOnly ? Promise.resolve(null) : usedBytes(app, accountId),
		readOnly ? Promise.resolve([]) : listCollegeEntries(app, accountId),
	])
	return {
		documents: listed.active,
		deleted: readOnly ? [] : listed.deleted,
		quota: used === null ? null : { usedBytes: used, quotaBytes: DOCUMENT_QUOTA_BYTES },
		colleges: entries.map(({ college }) => ({ id: college.id, name: college.name })),
	}
}

export type DocumentsTabData = Awaited<ReturnType<typeof loadDocumentsTab>>

const gone = () => intentError(404, 'That document is no longer here.')

export async function handleDocumentIntent(
	app: AppContext,
	{ access, userId, intent, formData }: { access: AccountAccess; userId: string; intent: string; formData: FormData },
): Promise<IntentResult> {
	const { accountId, role } = access
	const documentId = String(formData.get('documentId') ?? '')
	switch (intent) {
		case 'document-update': {
			const parsed = DocumentUpdateSchema.safeParse(Object.fromEntries(formData))
			if (!parsed.success) return intentError(400, parsed.error.issues[0]!.message)
			const result = await updateDocument(app, { accountId, role, ...parsed.data })
			if (result === 'bad-college') return intentError(400, 'Choose a college from your list.')
			return result === 'saved' ? intentOk('Saved.') : gone()
		}
		case 'document-set-private': {
			const value = formData.get('private')
			if (value !== 'on' && value !== 'off') return intentError(400, 'Choose whether counselors may see it.')
			const result = await setDocumentPrivate(app, { accountId, documentId, role, userId, value: value === 'on' })
			if (result === 'forbidden') return intentError(403, 'Counselors cannot change who sees a document.')
			if (result === 'not-found') return gone()
			return intentOk(value === 'on' ? 'Hidden from counselors.' : 'Shared with counselors who can see documents.')
		}
		case 'document-delete':
			return (await deleteDocument(app, { accountId, documentId, role }))
				? intentOk(`Moved to Recently deleted. You can restore it for ${DELETED_RETENTION_DAYS} days.`)
				: gone()
		case 'document-restore': {
			const result = await restoreDocument(app, { accountId, documentId, role })
			if (result === 'expired') return intentError(409, `It was deleted more than ${DELETED_RETENTION_DAYS} days ago and can no longer be restored.`)
			return result === 'restored' ? intentOk('Restored.') : gone()
		}
		default:
			return intentError(400, 'Unknown action.')
	}
}
