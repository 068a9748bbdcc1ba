import { useState } from 'react'
import { Form, useRevalidator, useSearchParams } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { FormMessage, inputClass, inputClassName, textareaBox } from '#app/components/form-controls'
import { textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Checkbox } from '#app/components/ui/checkbox'
import { Select } from '#app/components/ui/select'
import {
	DELETED_RETENTION_DAYS,
	documentKindLabels,
	documentKinds,
	formatBytes,
	formatDocumentDate,
	isUploadStatus,
	MAX_DOCUMENT_BYTES,
	MAX_TITLE_CHARS,
	uploadStatuses,
} from '#app/features/documents/documents'
import type { DocumentsTabData } from '#app/features/documents/documents-tab.server'
import { acceptedExtensions, acceptedTypesText, canShowInline, contentTypeLabel } from '#app/features/documents/sniff'
import { cn } from '#app/lib/cn'

// The Documents tab: the vault's upload form (a plain multipart post to
// /a/{id}/documents/upload that works without JavaScript; with it, a size
// check before sending and a progress bar), the quota, the documents with
// download links, and for members who may change things: edit, hide from
// counselors, delete, and Recently deleted with Restore. Counselors see the
// list and download, nothing else.

type Listed = DocumentsTabData['documents'][number]
type Colleges = DocumentsTabData['colleges']

const maxMegabytes = MAX_DOCUMENT_BYTES / (1024 * 1024)

export function DocumentsPanel({ accountId, data, readOnly }: { accountId: string; data: DocumentsTabData; readOnly: boolean }) {
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
							<DocumentItem key={document.id} accountId={accountId} document={document} colleges={data.colleges} readOnly={readOnly} tabAction={tabAction} />
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

			{data.deleted.length ? <RecentlyDeleted documents={data.deleted} tabAction={tabAction} /> : null}
		</div>
	)
}

function UploadForm({ accountId, colleges, first }: { accountId: string; colleges: Colleges; first: boolean }) {
	const revalidator = useRevalidator()
	const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
	const [progress, setProgress] = useState<number | null>(null)
	const action = `/a/${accountId}/documents/upload`

	// Without JavaScript the browser posts the form and follows the 303 back here.
	function onSubmit(event: React.FormEvent<HTMLFormElement>) {
		const form = event.currentTarget
		const file = (form.elements.namedItem('file') as HTMLInputElement | null)?.files?.[0]
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
					form.reset()
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
		request.send(new FormData(form))
	}

	return (
		<section aria-labelledby="upload-heading" className={cardVariants()}>
			<h2 id="upload-heading" className="font-semibold">
				Upload a document
			</h2>
			<p id="upload-hint" className="mt-1 text-sm text-muted-foreground">
				Up to {maxMegabytes} MB each: {acceptedTypesText}. The file's contents decide its type, not its name.
			</p>
			<form method="post" encType="multipart/form-data" action={action} onSubmit={onSubmit} className="mt-4 grid gap-3 sm:grid-cols-2">
				<div className="flex flex-col gap-1.5 sm:col-span-2">
					<label htmlFor="document-file" className="text-sm font-medium">
						File
					</label>
					<input
						id="document-file"
						name="file"
						type="file"
						required
						accept={acceptedExtensions.join(',')}
						aria-describedby="upload-hint"
						className={inputClass(textareaBox, 'file:mr-3 file:rounded file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm')}
					/>
				</div>
				<div className="flex flex-col gap-1.5 sm:col-span-2">
					<label htmlFor="document-title" className="text-sm font-medium">
						Title
					</label>
					<input
						id="document-title"
						name="title"
						maxLength={MAX_TITLE_CHARS}
						placeholder="Leave blank to use the file name"
						className={inputClassName}
					/>
				</div>
				<div className="flex flex-col gap-1.5">
					<label htmlFor="document-kind" className="text-sm font-medium">
						Kind
					</label>
					<Select id="document-kind" name="kind" defaultValue={first ? 'transcript' : 'other'}>
						{documentKinds.map((kind) => (
							<option key={kind} value={kind}>
								{documentKindLabels[kind]}
							</option>
						))}
					</Select>
				</div>
				<div className="flex flex-col gap-1.5">
					<label htmlFor="document-college" className="text-sm font-medium">
						College
					</label>
					<Select id="document-college" name="collegeId" defaultValue="">
						<option value="">Every college (not for one)</option>
						{colleges.map((college) => (
							<option key={college.id} value={college.id}>
								{college.name}
							</option>
						))}
					</Select>
				</div>
				<div className="flex items-start gap-2 sm:col-span-2">
					<Checkbox id="document-private" name="privateFromCounselors" aria-describedby="document-private-hint" className="mt-1" />
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

function DocumentItem({ accountId, document, colleges, readOnly, tabAction }: { accountId: string; document: Listed; colleges: Colleges; readOnly: boolean; tabAction: string }) {
	const href = `/a/${accountId}/documents/${document.id}`
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
						Uploaded {formatDocumentDate(document.createdAt)}
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
						<Form method="post" action={tabAction} className="mt-2 grid gap-3 sm:grid-cols-3" preventScrollReset>
							<input type="hidden" name="documentId" value={document.id} />
							<div className="flex flex-col gap-1 sm:col-span-3">
								<label htmlFor={`title-${document.id}`} className="text-xs font-medium">
									Title
								</label>
								<input id={`title-${document.id}`} name="title" required maxLength={MAX_TITLE_CHARS} defaultValue={document.title} className={inputClass({ height: 'h-9' })} />
							</div>
							<div className="flex flex-col gap-1">
								<label htmlFor={`kind-${document.id}`} className="text-xs font-medium">
									Kind
								</label>
								<Select id={`kind-${document.id}`} name="kind" defaultValue={document.kind} box={{ height: 'h-9' }}>
									{documentKinds.map((kind) => (
										<option key={kind} value={kind}>
											{documentKindLabels[kind]}
										</option>
									))}
								</Select>
							</div>
							<div className="flex flex-col gap-1 sm:col-span-2">
								<label htmlFor={`college-${document.id}`} className="text-xs font-medium">
									College
								</label>
								<Select id={`college-${document.id}`} name="collegeId" defaultValue={document.collegeId ?? ''} box={{ height: 'h-9' }}>
									<option value="">Every college (not for one)</option>
									{/* A college since removed from the list stays selectable here until changed. */}
									{document.collegeId && !colleges.some((college) => college.id === document.collegeId) ? (
										<option value={document.collegeId}>{document.collegeName ?? 'A college no longer on the list'}</option>
									) : null}
									{colleges.map((college) => (
										<option key={college.id} value={college.id}>
											{college.name}
										</option>
									))}
								</Select>
							</div>
							<div className="sm:col-span-3">
								<Button type="submit" name="intent" value="document-update" size="sm" variant="brand" aria-label={`Save details: ${document.title}`}>
									Save
								</Button>
							</div>
						</Form>
					</details>
					<Form method="post" action={tabAction} preventScrollReset>
						<input type="hidden" name="documentId" value={document.id} />
						<input type="hidden" name="private" value={document.privateFromCounselors ? 'off' : 'on'} />
						<Button type="submit" name="intent" value="document-set-private" size="sm" variant="outline" aria-label={`${document.privateFromCounselors ? 'Share with counselors' : 'Hide from counselors'}: ${document.title}`}>
							{document.privateFromCounselors ? 'Share with counselors' : 'Hide from counselors'}
						</Button>
					</Form>
					<details>
						<summary className="cursor-pointer text-destructive">Delete</summary>
						<Form method="post" action={tabAction} className="mt-2 flex flex-col gap-2" preventScrollReset>
							<input type="hidden" name="documentId" value={document.id} />
							<p className="max-w-xs text-sm">It moves to Recently deleted, where it can be restored for {DELETED_RETENTION_DAYS} days.</p>
							<Button type="submit" name="intent" value="document-delete" size="sm" variant="destructive" aria-label={`Delete ${document.title}`}>
								Delete it
							</Button>
						</Form>
					</details>
				</div>
			)}
		</li>
	)
}

function RecentlyDeleted({ documents, tabAction }: { documents: DocumentsTabData['deleted']; tabAction: string }) {
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
								{formatBytes(document.size)} · deleted {formatDocumentDate(document.deletedAt)} · removed for good on {formatDocumentDate(document.purgeAt)}
							</span>
						</span>
						<Form method="post" action={tabAction} preventScrollReset>
							<input type="hidden" name="documentId" value={document.id} />
							<Button type="submit" name="intent" value="document-restore" size="sm" variant="outline" aria-label={`Restore ${document.title}`}>
								Restore
							</Button>
						</Form>
					</li>
				))}
			</ul>
		</section>
	)
}
