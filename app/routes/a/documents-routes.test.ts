import { readdirSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { startTrial } from '#app/features/billing/billing.server'
import { DOCUMENT_QUOTA_BYTES, MAX_DOCUMENT_BYTES } from '#app/features/documents/documents'
import { samplePdf, sampleExe } from '#app/features/documents/sample-files'
import { BODY_LIMITS } from '#app/lib/body-limit'
import { documents, memberships } from '#app/lib/db/schema'
import { routeArgs, settle } from '../../../tests/support/route-args'
import { createSignedInUser, createTestContext, type TestContext } from '../../../tests/support/test-context'
import * as applications from './applications'
import * as download from './documents.$documentId'
import * as upload from './documents.upload'

// The vault's two routes (upload, download) and the Documents tab, called as
// React Router would: sniffing and size limits on upload, and who may
// download what (a stranger, a counselor with and without the section, a
// document marked private from counselors).

let ctx: TestContext
let owner: Awaited<ReturnType<typeof createSignedInUser>>
let stranger: Awaited<ReturnType<typeof createSignedInUser>>
let accountId: string
const cookies = { counselorShared: '', counselorNone: '' }
const origin = 'http://localhost:3000'

beforeAll(async () => {
	ctx = await createTestContext()
	owner = await createSignedInUser(ctx, { role: 'owner' })
	accountId = owner.accountId!
	stranger = await createSignedInUser(ctx, { role: 'owner' })
	for (const id of [accountId, stranger.accountId!]) await startTrial(ctx, id, 'founder-monthly', null)
	for (const [who, sections] of [['counselorShared', ['documents']], ['counselorNone', ['applications', 'colleges']]] as const) {
		const counselor = await createSignedInUser(ctx)
		await ctx.db.insert(memberships).values({ accountId, userId: counselor.user.id, role: 'counselor', sections: [...sections] })
		cookies[who] = counselor.cookie
	}
})
afterAll(() => ctx.cleanup())
beforeEach(async () => {
	await ctx.db.delete(documents)
})

function uploadRequest({
	file,
	fields = { title: 'Transcript', kind: 'transcript' },
	cookie = owner.cookie,
	json = true,
	headers = {},
	to = accountId,
}: { file?: File; fields?: Record<string, string>; cookie?: string; json?: boolean; headers?: Record<string, string>; to?: string }) {
	const formData = new FormData()
	if (file) formData.append('file', file)
	for (const [name, value] of Object.entries(fields)) formData.append(name, value)
	return new Request(`${origin}/a/${to}/documents/upload`, {
		method: 'POST',
		body: formData,
		headers: { origin, ...(cookie ? { cookie } : {}), ...(json ? { accept: 'application/json' } : {}), ...headers },
	})
}

const post = (request: Request, to = accountId) => settle(() => upload.action(routeArgs(ctx, request, { accountId: to })))
/** The upload route's own Response (JSON or redirect). */
const postRaw = async (request: Request, to = accountId) => (await upload.action(routeArgs(ctx, request, { accountId: to }))) as Response
const pdfFile = (name = 'transcript.pdf') => new File([samplePdf], name, { type: 'application/pdf' })

const get = (documentId: string, { cookie = owner.cookie, account = accountId, query = '' } = {}) =>
	download.loader(routeArgs(ctx, new Request(`${origin}/a/${account}/documents/${documentId}${query}`, { headers: cookie ? { cookie } : {} }), { accountId: account, documentId }))
const getStatus = async (documentId: string, options: Parameters<typeof get>[1] = {}) => (await settle(() => get(documentId, options))).status

async function uploaded(file = pdfFile(), fields?: Record<string, string>) {
	const response = await postRaw(uploadRequest({ file, fields }))
	expect(response.status).toBe(201)
	return ((await response.json()) as { document: { id: string } }).document.id
}

/** The Documents tab's data from the Applications page loader. */
function documentsView(page: unknown) {
	const { view } = page as Awaited<ReturnType<typeof applications.loader>>
	if (view?.kind !== 'documents') throw new Error(`Expected the documents view, got ${JSON.stringify(view)}`)
	return view.documents
}

function storedFiles(): string[] {
	try {
		return readdirSync(path.join(ctx.dir, 'uploads'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name)
	} catch {
		return []
	}
}

test('a renamed executable (MZ named transcript.pdf) is refused with 400 and nothing is stored', async () => {
	const before = storedFiles().length
	const response = await postRaw(uploadRequest({ file: new File([sampleExe], 'transcript.pdf', { type: 'application/pdf' }) }))
	expect(response.status).toBe(400)
	expect(await response.json()).toEqual({ ok: false, message: expect.stringContaining('program') })
	expect(await ctx.db.select().from(documents)).toEqual([])
	expect(storedFiles()).toHaveLength(before)

	// A form post without JavaScript goes back to the tab with the reason.
	const form = await post(uploadRequest({ file: new File([sampleExe], 'transcript.pdf'), json: false }))
	expect(form.status).toBe(303)
	expect(form.headers.get('location')).toBe(`/a/${accountId}/applications?tab=documents&upload=type-executable`)
})

test('over 20 MB is refused with 413: by Content-Length before reading, and by the file’s real size', async () => {
	// A body that fails if anything reads it: the declared length alone must decide.
	let bodyRead = false
	const unread = new ReadableStream({
		pull() {
			bodyRead = true
			throw new Error('the body was read')
		},
	}, { highWaterMark: 0 })
	const declared = await postRaw(
		new Request(`${origin}/a/${accountId}/documents/upload`, {
			method: 'POST',
			body: unread,
			duplex: 'half',
			headers: { origin, cookie: owner.cookie, accept: 'application/json', 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(BODY_LIMITS.upload.bytes + 1) },
		} as RequestInit),
	)
	expect(bodyRead).toBe(false)
	expect(declared.status).toBe(413)
	expect(await declared.json()).toEqual({ ok: false, message: expect.stringContaining('20 MB') })

	const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1)
	big.set(samplePdf)
	const actual = await postRaw(uploadRequest({ file: new File([big], 'scan.pdf') }))
	expect(actual.status).toBe(413)
	const form = await post(uploadRequest({ file: new File([big], 'scan.pdf'), json: false }))
	expect(form.headers.get('location')).toMatch(/&upload=too-large$/)
	expect(await ctx.db.select().from(documents)).toEqual([])

	// Exactly 20 MB is allowed.
	const limit = new Uint8Array(MAX_DOCUMENT_BYTES)
	limit.set(samplePdf)
	expect((await postRaw(uploadRequest({ file: new File([limit], 'scan.pdf') }))).status).toBe(201)
})

test('a missing file, an unknown kind and a college not on the list are 400s with a message', async () => {
	expect((await post(uploadRequest({}))).status).toBe(400)
	const noFile = await post(uploadRequest({ json: false }))
	expect(noFile.headers.get('location')).toMatch(/&upload=no-file$/)
	const badKind = await postRaw(uploadRequest({ file: pdfFile(), fields: { title: 'x', kind: 'rootkit' } }))
	expect(badKind.status).toBe(400)
	expect(await badKind.json()).toEqual({ ok: false, message: 'Choose what kind of document this is.' })
	expect((await post(uploadRequest({ file: pdfFile(), fields: { title: 'x', kind: 'other', collegeId: 'nope' } }))).status).toBe(400)
	expect((await post(new Request(`${origin}/a/${accountId}/documents/upload`, { method: 'POST', body: 'junk', headers: { origin, cookie: owner.cookie, accept: 'application/json' } }))).status).toBe(400)
})

test('over the account’s quota is a 409 with a clear message', async () => {
	await ctx.db.insert(documents).values({ accountId, title: 'Old scans', fileName: 'scans.pdf', kind: 'other', contentType: 'application/pdf', size: DOCUMENT_QUOTA_BYTES, storageKey: `accounts/${accountId}/documents/filler` })
	const response = await postRaw(uploadRequest({ file: pdfFile() }))
	expect(response.status).toBe(409)
	expect(((await response.json()) as { message: string }).message).toMatch(/vault is full/)
})

test('a real PDF is stored and the owner downloads it with safe headers; the title falls back to the file name', async () => {
	const response = await postRaw(uploadRequest({ file: pdfFile('SAT_score_report.exe'), fields: { title: '', kind: 'score-report' } }))
	expect(response.status).toBe(201)
	const body = (await response.json()) as { ok: boolean; document: { id: string; title: string; fileName: string; contentType: string } }
	expect(body).toMatchObject({ ok: true, document: { title: 'SAT score report', fileName: 'SAT_score_report.pdf', contentType: 'application/pdf' } })

	const file = await get(body.document.id)
	expect(file.status).toBe(200)
	expect(new Uint8Array(await file.arrayBuffer())).toEqual(samplePdf)
	expect(file.headers.get('content-type')).toBe('application/pdf')
	expect(file.headers.get('content-disposition')).toBe(`attachment; filename="SAT_score_report.pdf"; filename*=UTF-8''SAT_score_report.pdf`)
	expect(file.headers.get('x-content-type-options')).toBe('nosniff')
	expect(file.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'")
	expect(file.headers.get('cache-control')).toBe('private, no-store')
	expect((await get(body.document.id, { query: '?inline=1' })).headers.get('content-disposition')).toMatch(/^inline; /)

	const form = await post(uploadRequest({ file: pdfFile(), json: false }))
	expect(form.status).toBe(303)
	expect(form.headers.get('location')).toBe(`/a/${accountId}/applications?tab=documents&upload=ok`)
})

test('strangers: 403 with our account id, 404 with their own; signed out goes to login', async () => {
	const documentId = await uploaded()
	expect(await getStatus(documentId, { cookie: stranger.cookie })).toBe(403)
	expect(await getStatus(documentId, { cookie: stranger.cookie, account: stranger.accountId! })).toBe(404)
	const signedOut = await settle(() => get(documentId, { cookie: '' }))
	expect(signedOut.status).toBe(302)
	expect(signedOut.headers.get('location')).toMatch(/^\/login/)
	expect((await post(uploadRequest({ file: pdfFile(), cookie: stranger.cookie }))).status).toBe(403)
	expect(await getStatus('no-such-document')).toBe(404)
})

test('a counselor with Documents shared sees shared documents only; without the section, 403; never uploads', async () => {
	const shared = await uploaded(pdfFile('sat.pdf'), { title: 'SAT report', kind: 'score-report' })
	const hidden = await uploaded(pdfFile('draft.pdf'), { title: 'Essay draft', kind: 'essay', privateFromCounselors: 'on' })
	expect(await getStatus(shared, { cookie: cookies.counselorShared })).toBe(200)
	expect(await getStatus(hidden, { cookie: cookies.counselorShared })).toBe(404)
	expect(await getStatus(shared, { cookie: cookies.counselorNone })).toBe(403)
	expect((await post(uploadRequest({ file: pdfFile(), cookie: cookies.counselorShared }))).status).toBe(403)

	const tab = (cookie: string) =>
		settle(() => applications.loader(routeArgs(ctx, new Request(`${origin}/a/${accountId}/applications?tab=documents`, { headers: { cookie } }), { accountId })))
	const counselorView = (await tab(cookies.counselorShared)).data as Awaited<ReturnType<typeof applications.loader>>
	expect(counselorView.readOnly).toBe(true)
	const vault = documentsView(counselorView)
	expect(vault.documents.map((document) => document.title)).toEqual(['SAT report'])
	expect(vault.quota).toBeNull()
	expect((await tab(cookies.counselorNone)).status).toBe(403)
})

test('the Documents tab lists the vault, and its document-* intents edit, hide, delete and restore', async () => {
	const documentId = await uploaded()
	const load = async () =>
		documentsView((await settle(() => applications.loader(routeArgs(ctx, new Request(`${origin}/a/${accountId}/applications?tab=documents`, { headers: { cookie: owner.cookie } }), { accountId })))).data)
	const act = (fields: Record<string, string>, cookie = owner.cookie) =>
		settle(() =>
			applications.action(
				routeArgs(ctx, new Request(`${origin}/a/${accountId}/applications?tab=documents`, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie, origin } }), { accountId }),
			),
		)

	let tab = await load()
	expect(tab.documents).toEqual([expect.objectContaining({ id: documentId, title: 'Transcript', kind: 'transcript', contentType: 'application/pdf', privateFromCounselors: false })])
	expect(tab.quota).toEqual({ usedBytes: samplePdf.length, quotaBytes: DOCUMENT_QUOTA_BYTES })
	expect(tab.colleges).toEqual([])

	expect((await act({ intent: 'document-update', documentId, title: 'Official transcript', kind: 'transcript', collegeId: '' })).data).toMatchObject({ ok: true, intent: 'document-update', message: 'Saved.' })
	expect((await act({ intent: 'document-update', documentId, title: '', kind: 'transcript' })).status).toBe(400)
	expect((await act({ intent: 'document-set-private', documentId, private: 'on' })).status).toBe(200)
	expect((await act({ intent: 'document-set-private', documentId, private: 'maybe' })).status).toBe(400)
	tab = await load()
	expect(tab.documents[0]).toMatchObject({ title: 'Official transcript', privateFromCounselors: true })

	expect((await act({ intent: 'document-delete', documentId }, cookies.counselorShared)).status).toBe(403)
	expect((await act({ intent: 'document-delete', documentId }, stranger.cookie)).status).toBe(403)
	expect((await act({ intent: 'document-delete', documentId })).status).toBe(200)
	tab = await load()
	expect(tab.documents).toEqual([])
	expect(tab.deleted).toEqual([expect.objectContaining({ id: documentId })])
	expect(await getStatus(documentId)).toBe(404)
	expect((await act({ intent: 'document-restore', documentId })).data).toMatchObject({ ok: true, intent: 'document-restore', message: 'Restored.' })
	expect((await load()).documents).toHaveLength(1)
	expect((await act({ intent: 'document-restore', documentId: 'nope' })).status).toBe(404)
	expect((await act({ intent: 'document-explode', documentId })).status).toBe(400)
})

test('uploads need the plan’s document vault and a same-origin post', async () => {
	const unpaid = await createSignedInUser(ctx, { role: 'owner' })
	const locked = await postRaw(uploadRequest({ file: pdfFile(), cookie: unpaid.cookie, to: unpaid.accountId! }), unpaid.accountId!)
	expect(locked.status).toBe(403)
	const crossSite = new Request(`${origin}/a/${accountId}/documents/upload`, { method: 'POST', body: new FormData(), headers: { cookie: owner.cookie, origin: 'https://evil.example' } })
	expect((await post(crossSite)).status).toBe(403)
	expect(await ctx.db.select().from(documents)).toEqual([])
})
