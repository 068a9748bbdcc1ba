import { redirect } from 'react-router'
import { requireAccountRoute } from '#app/features/accounts/account-route.server'
import { requireSameOrigin } from '#app/features/auth/csrf.server'
import { getBillingState } from '#app/features/billing/billing.server'
import { can } from '#app/features/billing/entitlements'
import { type UploadStatus, uploadStatuses } from '#app/features/documents/documents'
import { handleUpload, type UploadOutcome } from '#app/features/documents/upload.server'
import type { Route } from './+types/documents.upload'

// POST a document into the vault (multipart: file, title, kind, collegeId?,
// privateFromCounselors?). A plain form post is answered with a 303 back to
// the Documents tab carrying `?upload=<status>`; a script that sends
// `Accept: application/json` gets { ok, message, document? } with the status:
// 201 stored, 400 refused type / missing file / bad fields, 409 over the
// account's quota, 413 over 20 MB (checked on Content-Length before reading).

export async function action({ request, params, context }: Route.ActionArgs) {
	const { app, user, access } = await requireAccountRoute(request, context, params.accountId, { section: 'documents', write: true })
	requireSameOrigin(request, app.env)
	const wantsJson = (request.headers.get('accept') ?? '').includes('application/json')
	const answer = ({ status, upload, message, document }: Omit<UploadOutcome, 'status'> & { status: UploadOutcome['status'] | 403 }) =>
		wantsJson
			? Response.json({ ok: status < 300, message, ...(document ? { document } : {}) }, { status })
			: redirect(`/a/${access.accountId}/applications?tab=documents&upload=${upload satisfies UploadStatus}`, 303)
	if (!can(await getBillingState(app, access.accountId), 'documents')) return answer({ status: 403, upload: 'locked', message: uploadStatuses.locked })
	return answer(await handleUpload(app, { accountId: access.accountId, userId: user.id, request }))
}
