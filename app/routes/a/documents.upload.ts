import { redirect } from 'react-router'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { featureRefusal } from '#app/features/billing/require-feature.server'
import { type UploadStatus, uploadStatuses } from '#app/features/documents/documents'
import { handleUpload, type UploadOutcome } from '#app/features/documents/upload.server'
import { type FormWrites } from '#app/features/billing/writes'
import type { Route } from './+types/documents.upload'

// POST a document into the vault (multipart: file, title, kind, collegeId?,
// privateFromCounselors?). A plain form post is answered with a 303 back to
// the Documents tab carrying `?upload=<status>`; a script that sends
// `Accept: application/json` gets { ok, message, document? } with the status:
// 201 stored, 400 refused type / missing file / bad fields / a body our
// multipart parser refuses (decision 055), 409 over the
// account's quota, 413 over 20 MB (checked on Content-Length before reading).

/** What each write here uses of the plan, by intent (decision 022): checked before it runs, as requireWrite does for the pages. */
export const writes = { upload: 'documents' } satisfies FormWrites

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user, access } = await requireAccountRoute(request, context, params.accountId, { section: 'documents', write: true })
	requireSameOrigin(request, app.env)
	const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
	const answer = ({ status, upload, message, document, code }: Omit<UploadOutcome, 'status'> & { status: UploadOutcome['status'] | 403; code?: string }) =>
		wantsJson
			? Response.json({ ok: status < 300, message, ...(code ? { code } : {}), ...(document ? { document } : {}) }, { status })
			: redirect(`/a/${access.accountId}/applications?tab=documents&upload=${upload satisfies UploadStatus}`, 303)
	// The same check as every form action (requireWrite), answered the way this route answers: before the body is read.
	const refusal = await featureRefusal(app, access.accountId, writes.upload)
	if (refusal) return answer({ status: 403, upload: 'locked', message: uploadStatuses.locked, code: refusal.code })
	return answer(await handleUpload(app, { accountId: access.accountId, userId: user.id, request }))
}
