import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { useState } from 'react'
import { Form, useRevalidator, useSearchParams } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { useFamilyTime } from '#app/components/family-time-zone'
import { FormMessage, textareaBox } from '#app/components/form-controls'
import { ErrorList, Field, FieldFrame, SelectField } from '#app/components/forms'
import { textLinkClass } from '#app/components/marketing'
import { ButtonForm, checkboxProps, usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Checkbox } from '#app/components/ui/checkbox'
import { Input } from '#app/components/ui/input'
import { DocumentFormSchema, DocumentPrivacyFormSchema, UpdateDocumentFormSchema } from '#app/features/documents/document-forms'
import {
	DELETED_RETENTION_DAYS,
	documentKindLabels,
	documentKinds,
	formatBytes,
	DocumentUploadFormSchema,
	isUploadStatus,
	MAX_DOCUMENT_BYTES,
	MAX_TITLE_CHARS,
	uploadStatuses,
} from '#app/features/documents/documents'
import type { DocumentsTabData } from '#app/features/documents/documents-tab.server'
import { acceptedExtensions, acceptedTypesText, canShowInline, contentTypeLabel } from '#app/features/documents/sniff'
import { cn } from '#app/lib/cn'
import type { FormResult } from '#app/lib/form-result'

// The Documents tab: the vault's upload form (a plain multipart post to
// /a/{id}/documents/upload that works without JavaScript; with it, a size
// check before sending and a progress bar), the quota, the documents with
// download links, and for members who may change things: edit, hide from
// counselors, delete, and Recently deleted with Restore. Counselors see the
// list and download, nothing else.

type Listed = DocumentsTabData['documents'][number]
type Colleges = DocumentsTabData['colleges']

const maxMegabytes = MAX_DOCUMENT_BYTES / (1024 * 1024)

/** "Nov 23, 2026". */
const documentDate: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' }

export function DocumentsPanel({ accountId, data, readOnly, actionData }: { accountId: string; data: DocumentsTabData; readOnly: boolean; actionData: FormResult | undefined }) {
	const [searchParams] = useSearchParams()
	const upload = searchParams.get('upload')
	// Intents post to the tab's own address, so a `?upload=` message does not linger after them.
	const tabAction = `/a/${accountId}/applications?tab=documents`
	return (
		<div className="flex flex-col gap-6">
			{isUploadStatus(upload) ? <FormMessage tone={upload === 'ok' ? 'info' : 'error'}>{uploadStatuses[upload]}</FormMessage> : null}
			{readOnly ? null : <UploadForm accountId={accountId} colleges={data.colleges} first={data.documents.length === 0} />}
			{data.quota ? <QuotaMeter usedBytes={data.quota.usedBytes} quotaBytes={data.quota.quotaBytes} /> : null}

			{data.documents.length ? (
				<section aria-labelledby="documents-heading">
					<h2 id="documents-heading" className="mb-3 font-semibold">
						Documents ({data.documents.length})
					</h2>
					<ul className="flex flex-col gap-3">
						{data.documents.map((document) => (
							<DocumentItem key={document.id} accountId={accountId} document={document} colleges={data.colleges} readOnly={readOnly} tabAction={tabAction} actionData={actionData} />
						))}
					</ul>
				</section>
			) : (
				<EmptyState title="The document vault is empty">
					{readOnly
						? 'Nothing has been shared here yet.'
						: 'Upload the transcript first, then score reports, the résumé and award letters as they arrive, so every application can find them in one place.'}
				</EmptyState>
			)}

			{data.deleted.length ? <RecentlyDeleted documents={data.deleted} tabAction={tabAction} actionData={actionData} /> : null}
		</div>
	)
}

function UploadForm({ accountId, colleges, first }: { accountId: string; colleges: Colleges; first: boolean }) {
	const revalidator = useRevalidator()
	const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
	const [progress, setProgress] = useState<number | null>(null)
	const action = `/a/${accountId}/documents/upload`
	// The upload route answers for itself (a 303 back here, or JSON to the script below), so no reply comes to this form.
	const [form, fields] = usePageForm({ id: 'upload', schema: DocumentUploadFormSchema, actionData: undefined, intents: [], defaultValue: { kind: first ? 'transcript' : 'other', collegeId: '' } })
	const conform = getFormProps(form)

	// Without JavaScript the browser posts the form and follows the 303 back here.
	function onSubmit(event: React.FormEvent<HTMLFormElement>) {
		conform.onSubmit(event)
		if (event.defaultPrevented) return
		const element = event.currentTarget
		const file = (element.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0]
		if (!file) return
		event.preventDefault()
		if (file.size > MAX_DOCUMENT_BYTES) {
			setMessage({ ok: false, text: uploadStatuses['too-large'] })
			return
		}
		const request = new XMLHttpRequest()
		request.open('POST', action)
		request.setRequestHeader('Accept', 'application/json')
		request.upload.onprogress = (progressEvent) => {
			if (progressEvent.lengthComputable) setProgress(Math.round((progressEvent.loaded / progressEvent.total) * 100))
		}
		request.onload = () => {
			setProgress(null)
			let body: { ok?: boolean; message?: string } | null = null
			try {
				body = JSON.parse(request.responseText) as { ok?: boolean; message?: string }
			} catch {
				body = null
			}
			if (body && typeof body.message === 'string') {
				setMessage({ ok: body.ok === true, text: body.message })
				if (body.ok) {
					element.reset()
					void revalidator.revalidate()
				}
			} else {
				setMessage({ ok: false, text: 'The upload did not go through. Reload the page and try again.' })
			}
		}
		request.onerror = () => {
			setProgress(null)
			setMessage({ ok: false, text: 'The upload did not go through. Check the connection and try again.' })
		}
		setMessage(null)
		setProgress(0)
		request.send(new FormData(element))
	}

	return (
		<section aria-labelledby="upload-heading" className={cardVariants()}>
			<h2 id="upload-heading" className="font-semibold">
				Upload a document
			</h2>
			<p id="upload-hint" className="mt-1 text-sm text-muted-foreground">
				Up to {maxMegabytes} MB each: {acceptedTypesText}. The file's contents decide its type, not its name.
			</p>
			<form method="post" encType="multipart/form-data" action={action} {...conform} onSubmit={onSubmit} className="mt-4 grid gap-3 sm:grid-cols-2">
				<ErrorList id={form.errorId} errors={form.errors} className="sm:col-span-2" />
				<FieldFrame label="File" className="sm:col-span-2">
					{(control) => (
						<Input
							{...control}
							name="file"
							type="file"
							required
							accept={acceptedExtensions.join(',')}
							aria-describedby={['upload-hint', control['aria-describedby']].filter(Boolean).join(' ')}
							box={textareaBox}
							className="file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm"
						/>
					)}
				</FieldFrame>
				<Field label="Title" className="sm:col-span-2" meta={fields.title} inputProps={{ ...getInputProps(fields.title, { type: 'text' }), maxLength: MAX_TITLE_CHARS, placeholder: 'Leave blank to use the file name' }} />
				<SelectField label="Kind" meta={fields.kind} selectProps={getSelectProps(fields.kind)} options={documentKinds.map((kind) => [kind, documentKindLabels[kind]])} />
				<SelectField label="College" meta={fields.collegeId} selectProps={getSelectProps(fields.collegeId)} options={[['', 'Every college (not for one)'], ...colleges.map((college) => [college.id, college.name] as const)]} />
				<div className="flex items-start gap-2 sm:col-span-2">
					<Checkbox {...checkboxProps(fields.privateFromCounselors)} id="document-private" aria-describedby="document-private-hint" className="mt-1" />
					<div>
						<label htmlFor="document-private" className="text-sm font-medium">
							Private from counselors
						</label>
						<p id="document-private-hint" className="text-sm text-muted-foreground">
							A counselor you share Documents with will not see it. The student or a parent can change this later.
						</p>
					</div>
				</div>
				<div className="flex flex-wrap items-center gap-3 sm:col-span-2">
					<Button type="submit" variant="brand" loading={progress !== null} loadingLabel="Uploading">
						Upload
					</Button>
					{progress !== null ? (
						<span className="flex items-center gap-2 text-sm">
							<progress value={progress} max={100} aria-label="Upload progress" className="h-2 w-40" />
							{progress}%
						</span>
					) : null}
				</div>
			</form>
			<div aria-live="polite" className="mt-3">
				{message ? <FormMessage tone={message.ok ? 'info' : 'error'}>{message.text}</FormMessage> : null}
			</div>
		</section>
	)
}

function QuotaMeter({ usedBytes, quotaBytes }: { usedBytes: number; quotaBytes: number }) {
	const percent = Math.min(100, Math.round((usedBytes / quotaBytes) * 100))
	return (
		<section aria-labelledby="quota-heading" className={cardVariants({ padding: 'sm' })}>
			<h2 id="quota-heading" className="text-sm font-semibold">
				Storage
			</h2>
			<p className="mt-1 text-sm" data-testid="document-quota">
				{formatBytes(usedBytes)} of {formatBytes(quotaBytes)} used ({percent}%)
				{percent >= 90 ? ' — nearly full' : ''}
			</p>
			<div aria-hidden="true" className="mt-2 h-2 w-full overflow-hidden rounded-full bg-muted">
				<div className={cn('h-full rounded-full', percent >= 90 ? 'bg-destructive' : 'bg-brand')} style={{ width: `${percent}%` }} />
			</div>
			<p className="mt-2 text-xs text-muted-foreground">Deleted documents still count until they are removed for good, {DELETED_RETENTION_DAYS} days after deleting.</p>
		</section>
	)
}

function DocumentItem({
	accountId,
	document,
	colleges,
	readOnly,
	tabAction,
	actionData,
}: {
	accountId: string
	document: Listed
	colleges: Colleges
	readOnly: boolean
	tabAction: string
	actionData: FormResult | undefined
}) {
	const href = `/a/${accountId}/documents/${document.id}`
	const when = useFamilyTime()
	return (
		<li className={cardVariants({ padding: 'sm' })} data-testid="document">
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div className="min-w-0">
					<p className="font-semibold break-words">
						{document.title}
						{document.privateFromCounselors ? (
							<span className="ml-2 inline-flex rounded-full bg-muted px-2 py-0.5 align-middle text-xs font-medium ring-1 ring-border ring-inset">Private from counselors</span>
						) : null}
					</p>
					<p className="text-sm text-muted-foreground">
						{documentKindLabels[document.kind]} · {contentTypeLabel(document.contentType)} · {formatBytes(document.size)}
						{document.collegeName ? ` · ${document.collegeName}` : ''}
					</p>
					<p className="text-sm text-muted-foreground">
						Uploaded {when(document.createdAt, documentDate)}
						{document.uploadedBy ? ` by ${document.uploadedBy}` : ''}
					</p>
				</div>
				<div className="flex items-center gap-3 text-sm">
					{canShowInline(document.contentType) ? (
						<a href={`${href}?inline=1`} target="_blank" rel="noopener noreferrer" className={textLinkClass} aria-label={`View ${document.title} (opens in a new tab)`}>
							View
						</a>
					) : null}
					<a href={href} download={document.fileName} className={textLinkClass} aria-label={`Download ${document.title} (${document.fileName})`}>
						Download
					</a>
				</div>
			</div>
			{readOnly ? null : (
				<div className="mt-3 flex flex-wrap items-start gap-x-4 gap-y-2 text-sm">
					<details className="w-full sm:w-auto sm:flex-1">
						<summary className="cursor-pointer text-brand">Edit details</summary>
						<DocumentDetailsForm document={document} colleges={colleges} tabAction={tabAction} actionData={actionData} />
					</details>
					<ButtonForm
						id={`document-privacy-${document.id}`}
						schema={DocumentPrivacyFormSchema}
						actionData={actionData}
						intents={['document-set-private']}
						values={{ documentId: document.id, private: document.privateFromCounselors ? 'off' : 'on' }}
						action={tabAction}
						preventScrollReset
					>
						<Button type="submit" name="intent" value="document-set-private" size="sm" variant="outline" aria-label={`${document.privateFromCounselors ? 'Share with counselors' : 'Hide from counselors'}: ${document.title}`}>
							{document.privateFromCounselors ? 'Share with counselors' : 'Hide from counselors'}
						</Button>
					</ButtonForm>
					<details>
						<summary className="cursor-pointer text-destructive">Delete</summary>
						<ButtonForm id={`document-delete-${document.id}`} schema={DocumentFormSchema} actionData={actionData} intents={['document-delete']} values={{ documentId: document.id }} action={tabAction} className="mt-2 flex flex-col gap-2" preventScrollReset>
							<p className="max-w-xs text-sm">It moves to Recently deleted, where it can be restored for {DELETED_RETENTION_DAYS} days.</p>
							<Button type="submit" name="intent" value="document-delete" size="sm" variant="destructive" aria-label={`Delete ${document.title}`}>
								Delete it
							</Button>
						</ButtonForm>
					</details>
				</div>
			)}
		</li>
	)
}

function RecentlyDeleted({ documents, tabAction, actionData }: { documents: DocumentsTabData['deleted']; tabAction: string; actionData: FormResult | undefined }) {
	const when = useFamilyTime()
	return (
		<section aria-labelledby="deleted-heading" className={cardVariants()}>
			<h2 id="deleted-heading" className="font-semibold">
				Recently deleted ({documents.length})
			</h2>
			<p className="mt-1 text-sm text-muted-foreground">Each is removed for good {DELETED_RETENTION_DAYS} days after it was deleted. Until then it can be restored.</p>
			<ul className="mt-3 flex flex-col divide-y">
				{documents.map((document) => (
					<li key={document.id} className="flex flex-wrap items-center justify-between gap-3 py-2" data-testid="deleted-document">
						<span>
							<span className="font-medium">{document.title}</span>{' '}
							<span className="text-sm text-muted-foreground">
								{formatBytes(document.size)} · deleted {when(document.deletedAt, documentDate)} · removed for good on {when(document.purgeAt, documentDate)}
							</span>
						</span>
						<ButtonForm id={`document-restore-${document.id}`} schema={DocumentFormSchema} actionData={actionData} intents={['document-restore']} values={{ documentId: document.id }} action={tabAction} preventScrollReset>
							<Button type="submit" name="intent" value="document-restore" size="sm" variant="outline" aria-label={`Restore ${document.title}`}>
								Restore
							</Button>
						</ButtonForm>
					</li>
				))}
			</ul>
		</section>
	)
}

/** A document's title, kind and college. */
function DocumentDetailsForm({ document, colleges, tabAction, actionData }: { document: Listed; colleges: Colleges; tabAction: string; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({
		id: `document-details-${document.id}`,
		schema: UpdateDocumentFormSchema,
		actionData,
		intents: ['document-update'],
		same: { documentId: document.id },
		defaultValue: { documentId: document.id, title: document.title, kind: document.kind, collegeId: document.collegeId ?? '' },
	})
	// A college since removed from the list stays selectable here until changed.
	const gone = document.collegeId && !colleges.some((college) => college.id === document.collegeId) ? [[document.collegeId, document.collegeName ?? 'A college no longer on the list'] as const] : []
	return (
		<Form method="post" action={tabAction} {...getFormProps(form)} className="mt-2 grid gap-3 sm:grid-cols-3" preventScrollReset>
			<ErrorList id={form.errorId} errors={form.errors} className="sm:col-span-3" />
			<input {...getInputProps(fields.documentId, { type: 'hidden' })} />
			<Field label="Title" labelClassName="text-xs font-medium" className="sm:col-span-3" box={{ height: 'h-9' }} meta={fields.title} inputProps={{ ...getInputProps(fields.title, { type: 'text' }), maxLength: MAX_TITLE_CHARS }} />
			<SelectField label="Kind" labelClassName="text-xs font-medium" box={{ height: 'h-9' }} meta={fields.kind} selectProps={getSelectProps(fields.kind)} options={documentKinds.map((kind) => [kind, documentKindLabels[kind]])} />
			<SelectField
				label="College"
				labelClassName="text-xs font-medium"
				className="sm:col-span-2"
				box={{ height: 'h-9' }}
				meta={fields.collegeId}
				selectProps={getSelectProps(fields.collegeId)}
				options={[['', 'Every college (not for one)'], ...gone, ...colleges.map((college) => [college.id, college.name] as const)]}
			/>
			<div className="sm:col-span-3">
				<Button type="submit" name="intent" value="document-update" size="sm" variant="brand" aria-label={`Save details: ${document.title}`}>
					Save
				</Button>
			</div>
		</Form>
	)
}
