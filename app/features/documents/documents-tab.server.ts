import type { AccountAccess } from '#app/features/accounts/access.server'
import { listCollegeEntries } from '#app/features/colleges/college-list.server'
import type { AppContext } from '#app/lib/app-context'
import { type FormAnswer, formError, formOk } from '#app/lib/form-result'
import type { DocumentFormInput } from './document-forms'
import { DELETED_RETENTION_DAYS, DOCUMENT_QUOTA_BYTES } from './documents'
import { deleteDocument, listDocuments, restoreDocument, setDocumentPrivate, updateDocument, usedBytes } from './documents.server'

// The Documents tab of the Applications page: what the panel shows, and the
// `document-*` forms the page's action hands over, parsed (document-forms.ts),
// after checking the 'documents' section with write access. Uploads go to their own route
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

const gone = (intent: string) => formError(404, intent, 'That document is no longer here.')

export async function handleDocumentIntent(app: AppContext, { access, userId, input }: { access: AccountAccess; userId: string; input: DocumentFormInput }): Promise<FormAnswer> {
	const { accountId, role } = access
	const { intent, documentId } = input
	switch (input.intent) {
		case 'document-update': {
			const { intent: _intent, ...details } = input
			const result = await updateDocument(app, { accountId, role, ...details })
			if (result === 'bad-college') return formError(400, intent, 'Choose a college from your list.', { reply: { fieldErrors: { collegeId: ['Choose a college from your list.'] } } })
			return result === 'saved' ? formOk(intent, 'Saved.') : gone(intent)
		}
		case 'document-set-private': {
			const hidden = input.private === 'on'
			const result = await setDocumentPrivate(app, { accountId, documentId, role, userId, value: hidden })
			if (result === 'forbidden') return formError(403, intent, 'Counselors cannot change who sees a document.')
			if (result === 'not-found') return gone(intent)
			return formOk(intent, hidden ? 'Hidden from counselors.' : 'Shared with counselors who can see documents.')
		}
		case 'document-delete':
			return (await deleteDocument(app, { accountId, documentId, role })) ? formOk(intent, `Moved to Recently deleted. You can restore it for ${DELETED_RETENTION_DAYS} days.`) : gone(intent)
		case 'document-restore': {
			const result = await restoreDocument(app, { accountId, documentId, role })
			if (result === 'expired') return formError(409, intent, `It was deleted more than ${DELETED_RETENTION_DAYS} days ago and can no longer be restored.`)
			return result === 'restored' ? formOk(intent, 'Restored.') : gone(intent)
		}
	}
}
