import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { getFormProps, getInputProps, getSelectProps } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { AskAboutButton } from '#app/components/assistant/panel-provider'
import { useFamilyTime } from '#app/components/family-time-zone'
import { ErrorList, FieldFrame } from '#app/components/forms'
import { ButtonForm, checkboxProps, usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { CheckboxField } from '#app/components/ui/checkbox'
import { Textarea } from '#app/components/ui/input'
import { Select } from '#app/components/ui/select'
import { EssaySettingsFormSchema, RestoreVersionFormSchema, SaveEssayBodyFormSchema } from '#app/features/applications/application-forms'
import { canMarkFinal, countWords, essayDestination, essayStatuses, essayStatusLabels, limitState } from '#app/features/applications/essays'
import { cn } from '#app/lib/cn'
import type { FormResult } from '#app/lib/form-result'
import { callServerFn, isServerFnErrorBody } from '#app/server-functions/client'

// One essay: the text with a live word count against its limit, autosaved a
// moment after typing stops (and a Save button that works without
// JavaScript), its status (never "final" over the limit), the student's
// private-from-counselors switch, and the version history.

export interface EssayView {
	id: string
	title: string
	prompt: string
	wordLimit: number | null
	status: (typeof essayStatuses)[number]
	privateFromCounselors: boolean
	collegeName: string | null
	platform: 'common-app' | 'coalition' | null
	body: string
	versions: Array<{ id: string; wordCount: number; createdAt: number; updatedAt: number }>
}

// Times in the family's zone (useFamilyTime), the same on the server and in every browser.
const savedTime: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }

export function EssayEditor({
	accountId,
	essay,
	readOnly,
	isStudent,
	backHref,
	actionData,
}: {
	accountId: string
	essay: EssayView
	readOnly: boolean
	isStudent: boolean
	backHref: string
	actionData: FormResult | undefined
}) {
	const when = useFamilyTime()
	const [body, setBody] = useState(essay.body)
	const [savedBody, setSavedBody] = useState(essay.body)
	const [savedAt, setSavedAt] = useState<number | null>(essay.versions[0]?.updatedAt ?? null)
	const words = countWords(body)
	const state = limitState(words, essay.wordLimit)
	const save = useMutation({
		mutationFn: (text: string) => callServerFn<{ savedAt: number }>('saveEssayDraft', { accountId, essayId: essay.id, body: text }, { method: 'POST' }),
		onSuccess: (result, text) => {
			setSavedBody(text)
			setSavedAt(result.savedAt)
		},
	})
	const latest = useRef(body)
	latest.current = body
	useEffect(() => {
		if (readOnly || body === savedBody) return
		const timer = setTimeout(() => save.mutate(latest.current), 1500)
		return () => clearTimeout(timer)
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [body, savedBody, readOnly])
	const [bodyForm, bodyFields] = usePageForm({ id: 'essay-body-form', schema: SaveEssayBodyFormSchema, actionData, intents: ['save-body'], same: { essayId: essay.id } })
	const bodyErrors = bodyFields.body.errors?.length ? bodyFields.body.errorId : null
	const saveState = save.isPending ? 'Saving…' : save.isError ? (isServerFnErrorBody(save.error) ? save.error.error.message : 'Not saved: check your connection.') : body !== savedBody ? 'Unsaved changes' : savedAt ? `Saved ${when(savedAt, savedTime)}` : 'Not saved yet'
	return (
		<section aria-labelledby="essay-heading" className={cardVariants({ className: 'flex flex-col gap-4' })}>
			<div className="flex flex-wrap items-start justify-between gap-3">
				<div>
					<h2 id="essay-heading" className="text-lg font-semibold">{essay.title}</h2>
					<p className="text-sm text-muted-foreground">{essayDestination(essay)}{essay.wordLimit ? ` · up to ${essay.wordLimit} words` : ''}</p>
				</div>
				<div className="flex items-center gap-4">
					<AskAboutButton topic={`essay-${essay.id}`} prompt={`Coach me on my essay “${essay.title}”: what should I work on next? Please don’t rewrite it.`} label={`Ask Northstar about ${essay.title}`} className="text-sm" />
					<Link to={backHref} className="text-sm text-brand underline-offset-4 hover:underline">All essays</Link>
				</div>
			</div>
			{essay.prompt ? <p className="rounded-lg bg-muted/60 p-3 text-sm whitespace-pre-line">{essay.prompt}</p> : null}
			{/* The body stays the page's own state (it autosaves); Conform checks it on Save now and shows the action's refusal. */}
			<Form method="post" {...getFormProps(bodyForm)} className="flex flex-col gap-2">
				<ErrorList id={bodyForm.errorId} errors={bodyForm.errors} />
				<input type="hidden" name="essayId" value={essay.id} />
				<label htmlFor="essay-body" className="text-sm font-medium">Your essay</label>
				<Textarea
					id="essay-body"
					name="body"
					rows={16}
					value={body}
					readOnly={readOnly}
					onChange={(event) => setBody(event.target.value)}
					aria-invalid={bodyErrors ? true : undefined}
					aria-describedby={['essay-count', 'essay-save-state', bodyErrors].filter(Boolean).join(' ')}
					box={{ height: 'h-auto', padding: 'px-3 py-3' }}
					className="leading-7"
				/>
				<ErrorList id={bodyFields.body.errorId} errors={bodyFields.body.errors} />
				<div className="flex flex-wrap items-center justify-between gap-2 text-sm">
					<p id="essay-count" aria-live="polite" className={cn(state === 'over' ? 'font-medium text-destructive' : state === 'at' || state === 'near' ? 'text-amber-800' : 'text-muted-foreground')} data-testid="essay-count">
						{words} {words === 1 ? 'word' : 'words'}
						{essay.wordLimit ? ` of ${essay.wordLimit}` : ''}
						{state === 'over' ? ` — ${words - essay.wordLimit!} over the limit` : state === 'at' ? ' — exactly at the limit' : ''}
					</p>
					<p id="essay-save-state" role="status" className="text-muted-foreground">{readOnly ? 'Read only' : saveState}</p>
				</div>
				{readOnly ? null : (
					<div>
						<Button type="submit" name="intent" value="save-body" variant="outline" size="sm">Save now</Button>
					</div>
				)}
			</Form>
			{readOnly ? null : <EssaySettingsForm essay={essay} words={words} isStudent={isStudent} actionData={actionData} />}
			<details className="text-sm">
				<summary className="cursor-pointer text-brand">Version history ({essay.versions.length})</summary>
				<ol className="mt-2 flex flex-col gap-1">
					{essay.versions.map((version, index) => (
						<li key={version.id} className="flex flex-wrap items-center gap-3">
							<span>{when(version.updatedAt, savedTime)} · {version.wordCount} words{index === 0 ? ' (current)' : ''}</span>
							{readOnly || index === 0 ? null : (
								<ButtonForm id={`restore-${version.id}`} schema={RestoreVersionFormSchema} actionData={actionData} intents={['restore']} values={{ essayId: essay.id, versionId: version.id }}>
									<Button type="submit" name="intent" value="restore" variant="link" size="inline" className="text-xs">Restore</Button>
								</ButtonForm>
							)}
						</li>
					))}
				</ol>
			</details>
		</section>
	)
}

/** The essay's status (never final over the limit) and, for the student, who may read it: one form, a button each. */
function EssaySettingsForm({ essay, words, isStudent, actionData }: { essay: EssayView; words: number; isStudent: boolean; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({
		id: 'essay-settings',
		schema: EssaySettingsFormSchema,
		actionData,
		intents: ['set-status', 'set-private'],
		same: { essayId: essay.id },
		defaultValue: { essayId: essay.id, status: essay.status, private: essay.privateFromCounselors ? 'on' : '' },
	})
	const overLimit = !canMarkFinal(words, essay.wordLimit)
	return (
		<Form method="post" {...getFormProps(form)} className="flex flex-wrap items-end gap-3">
			<ErrorList id={form.errorId} errors={form.errors} className="basis-full" />
			<input {...getInputProps(fields.essayId, { type: 'hidden' })} />
			<FieldFrame label="Status" meta={fields.status}>
				{(control) => (
					<Select {...getSelectProps(fields.status)} {...control} box={{ height: 'h-10', width: 'w-44' }}>
						{essayStatuses.map((status) => (
							<option key={status} value={status} disabled={status === 'final' && overLimit}>
								{essayStatusLabels[status]}
								{status === 'final' && overLimit ? ' (over the limit)' : ''}
							</option>
						))}
					</Select>
				)}
			</FieldFrame>
			<Button type="submit" name="intent" value="set-status" variant="outline" size="sm">Set status</Button>
			{isStudent ? <CheckboxField label="Private from counselors" {...checkboxProps(fields.private)} /> : null}
			{isStudent ? <Button type="submit" name="intent" value="set-private" variant="ghost" size="sm">Save privacy</Button> : null}
		</Form>
	)
}
