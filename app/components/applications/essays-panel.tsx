import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { Form, Link } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { EssayEditor, type EssayView } from '#app/components/essay-editor'
import { ErrorList, Field, SelectField, TextareaField } from '#app/components/forms'
import { ButtonForm, usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { CreateEssayFormSchema, DeleteEssayFormSchema, StartEssayFormSchema } from '#app/features/applications/application-forms'
import { essayDestination, essayStatusLabels, type EssayStatus, PERSONAL_ESSAY_LIMIT } from '#app/features/applications/essays'
import type { FormResult } from '#app/lib/form-result'
import { ESSAY_PROMPTS_CYCLE, platformEssays } from '../../../content/applications/essay-prompts'
import { EssayComments, type EssayCommentView } from './essay-comments'

// The Essays subtab: every essay with its status and word count, the editor
// for the one open, its comments, the platforms' main-essay prompts to start
// from, and the form to add any other essay.

export interface EssaySummary {
	id: string
	title: string
	collegeName: string | null
	platform: 'common-app' | 'coalition' | null
	status: EssayStatus
	wordCount: number
	wordLimit: number | null
	privateFromCounselors: boolean
}

export function EssaysPanel({ accountId, essays, openEssay, comments, listed, readOnly, isStudent, userId, actionData }: {
	accountId: string
	essays: EssaySummary[]
	openEssay: EssayView | null
	comments: EssayCommentView[]
	listed: Array<{ id: string; name: string }>
	readOnly: boolean
	isStudent: boolean
	userId: string
	/** The family's, so a comment's time reads the same on the server and in the browser. */
	actionData: FormResult | undefined
}) {
	const base = `/a/${accountId}/applications?tab=applications&subtab=essays`
	if (openEssay) {
		return (
			<div className="flex flex-col gap-4">
				<EssayEditor key={openEssay.id} accountId={accountId} essay={openEssay} readOnly={readOnly} isStudent={isStudent} backHref={base} actionData={actionData} />
				<EssayComments essayId={openEssay.id} comments={comments} userId={userId} actionData={actionData} />
			</div>
		)
	}
	return (
		<div className="flex flex-col gap-4">
			{essays.length ? (
				<ul className="flex flex-col gap-2">
					{essays.map((essay) => (
						<li key={essay.id} className={cardVariants({ padding: 'sm', className: 'flex flex-wrap items-center justify-between gap-3' })} data-testid="essay">
							<div>
								<Link to={`${base}&essay=${essay.id}`} className="font-semibold hover:text-brand hover:underline">{essay.title}</Link>
								<p className="text-sm text-muted-foreground">
									{essayDestination(essay)} · {essayStatusLabels[essay.status]} · {essay.wordCount}{essay.wordLimit ? ` of ${essay.wordLimit}` : ''} words
									{essay.privateFromCounselors ? ' · private from counselors' : ''}
								</p>
							</div>
							{readOnly ? null : (
								<ButtonForm id={`delete-essay-${essay.id}`} schema={DeleteEssayFormSchema} actionData={actionData} intents={['delete-essay']} values={{ essayId: essay.id }}>
									<Button type="submit" name="intent" value="delete-essay" variant="destructive-link" size="sm" aria-label={`Delete: ${essay.title}`}>Delete</Button>
								</ButtonForm>
							)}
						</li>
					))}
				</ul>
			) : (
				<EmptyState title="No essays yet">Start with the Common App personal essay (650 words), then each college’s supplements.</EmptyState>
			)}
			<MainEssayPrompts readOnly={readOnly} actionData={actionData} />
			{readOnly ? null : (
				<details className={cardVariants({ padding: 'sm' })} open={essays.length === 0}>
					<summary className="cursor-pointer font-semibold">Add an essay</summary>
					{/* Keyed by the count: once an essay is added, the form starts again empty. */}
					<NewEssayForm key={essays.length} first={essays.length === 0} listed={listed} actionData={actionData} />
				</details>
			)}
		</div>
	)
}

/** Both platforms' main-essay prompts, word for word, each one a way to start the essay. */
function MainEssayPrompts({ readOnly, actionData }: { readOnly: boolean; actionData: FormResult | undefined }) {
	return (
		<section aria-labelledby="main-essay-prompts" className={cardVariants({ padding: 'sm', className: 'flex flex-col gap-3' })}>
			<div>
				<h2 id="main-essay-prompts" className="font-semibold">Main essay prompts, {ESSAY_PROMPTS_CYCLE}</h2>
				<p className="text-sm text-muted-foreground">
					One main essay goes to every college you send that platform’s application to. Both end with a topic of your choice: pick the story you can tell best, then the prompt it fits.
				</p>
			</div>
			{platformEssays.map((essay) => (
				<details key={essay.platform} className="rounded-lg border p-3" data-testid={`prompts-${essay.platform}`}>
					<summary className="cursor-pointer text-sm font-medium">
						{essay.platform === 'common-app' ? 'Common App' : 'Coalition Application (Scoir)'}: {essay.prompts.length} prompts, {essay.lengthNote}
					</summary>
					<ol className="mt-3 flex list-decimal flex-col gap-3 pl-5 text-sm">
						{essay.prompts.map((prompt) => (
							<li key={prompt.key}>
								<p>{prompt.text}</p>
								{readOnly ? null : (
									<ButtonForm id={`start-essay-${prompt.key}`} schema={StartEssayFormSchema} actionData={actionData} intents={['start-essay']} values={{ promptKey: prompt.key }} className="mt-1">
										<Button type="submit" name="intent" value="start-essay" variant="link" size="inline" aria-label={`Start the ${essay.essayTitle} from this prompt: ${prompt.theme}`}>
											Start the {essay.essayTitle} from this prompt
										</Button>
									</ButtonForm>
								)}
							</li>
						))}
					</ol>
				</details>
			))}
		</section>
	)
}

/** Any other essay: a college's supplement, or a main essay typed in. */
function NewEssayForm({ first, listed, actionData }: { first: boolean; listed: Array<{ id: string; name: string }>; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({
		id: 'new-essay',
		schema: CreateEssayFormSchema,
		actionData,
		intents: ['create-essay'],
		defaultValue: { title: first ? 'Common App personal essay' : '', collegeId: '', wordLimit: String(PERSONAL_ESSAY_LIMIT) },
	})
	return (
		<Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3 sm:grid-cols-2">
			<ErrorList id={form.errorId} errors={form.errors} className="sm:col-span-2" />
			<Field label="Title" className="sm:col-span-2" meta={fields.title} inputProps={{ ...getInputProps(fields.title, { type: 'text' }), maxLength: 120 }} />
			<SelectField label="For" meta={fields.collegeId} selectProps={getSelectProps(fields.collegeId)} options={[['', 'Common App (every college)'], ...listed.map((college) => [college.id, college.name] as const)]} />
			<Field label="Word limit" meta={fields.wordLimit} inputProps={{ ...getInputProps(fields.wordLimit, { type: 'text' }), inputMode: 'numeric' }} />
			<TextareaField label="Prompt (optional)" className="sm:col-span-2" meta={fields.prompt} textareaProps={{ ...getTextareaProps(fields.prompt), rows: 2, maxLength: 2000 }} />
			<div>
				<Button type="submit" name="intent" value="create-essay" variant="brand">Add essay</Button>
			</div>
		</Form>
	)
}
