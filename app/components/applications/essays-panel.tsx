import { Form, Link } from 'react-router'
import { EmptyState } from '#app/components/empty-state'
import { EssayEditor, type EssayView } from '#app/components/essay-editor'
import { inputClass, inputClassName, textareaBox } from '#app/components/form-controls'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Select } from '#app/components/ui/select'
import { essayDestination, essayStatusLabels, type EssayStatus, PERSONAL_ESSAY_LIMIT } from '#app/features/applications/essays'
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

export function EssaysPanel({ accountId, essays, openEssay, comments, listed, readOnly, isStudent, userId, timeZone }: {
	accountId: string
	essays: EssaySummary[]
	openEssay: EssayView | null
	comments: EssayCommentView[]
	listed: Array<{ id: string; name: string }>
	readOnly: boolean
	isStudent: boolean
	userId: string
	/** The family's, so a comment's time reads the same on the server and in the browser. */
	timeZone: string
}) {
	const base = `/a/${accountId}/applications?tab=applications&subtab=essays`
	if (openEssay) {
		return (
			<div className="flex flex-col gap-4">
				<EssayEditor key={openEssay.id} accountId={accountId} essay={openEssay} readOnly={readOnly} isStudent={isStudent} backHref={base} timeZone={timeZone} />
				<EssayComments essayId={openEssay.id} comments={comments} userId={userId} timeZone={timeZone} />
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
								<Form method="post">
									<input type="hidden" name="essayId" value={essay.id} />
									<Button type="submit" name="intent" value="delete-essay" variant="destructive-link" size="sm" aria-label={`Delete: ${essay.title}`}>Delete</Button>
								</Form>
							)}
						</li>
					))}
				</ul>
			) : (
				<EmptyState title="No essays yet">Start with the Common App personal essay (650 words), then each college’s supplements.</EmptyState>
			)}
			<MainEssayPrompts readOnly={readOnly} />
			{readOnly ? null : (
				<details className={cardVariants({ padding: 'sm' })} open={essays.length === 0}>
					<summary className="cursor-pointer font-semibold">Add an essay</summary>
					<Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2">
						<div className="flex flex-col gap-1.5 sm:col-span-2">
							<label htmlFor="essay-title" className="text-sm font-medium">Title</label>
							<input id="essay-title" name="title" defaultValue={essays.length ? '' : 'Common App personal essay'} maxLength={120} className={inputClassName} />
						</div>
						<div className="flex flex-col gap-1.5">
							<label htmlFor="essay-college" className="text-sm font-medium">For</label>
							<Select id="essay-college" name="collegeId" defaultValue="">
								<option value="">Common App (every college)</option>
								{listed.map((college) => (
									<option key={college.id} value={college.id}>{college.name}</option>
								))}
							</Select>
						</div>
						<div className="flex flex-col gap-1.5">
							<label htmlFor="essay-limit" className="text-sm font-medium">Word limit</label>
							<input id="essay-limit" name="wordLimit" inputMode="numeric" defaultValue={String(PERSONAL_ESSAY_LIMIT)} className={inputClassName} />
						</div>
						<div className="flex flex-col gap-1.5 sm:col-span-2">
							<label htmlFor="essay-prompt" className="text-sm font-medium">Prompt (optional)</label>
							<textarea id="essay-prompt" name="prompt" rows={2} maxLength={2000} className={inputClass(textareaBox)} />
						</div>
						<div>
							<Button type="submit" name="intent" value="create-essay" variant="brand">Add essay</Button>
						</div>
					</Form>
				</details>
			)}
		</div>
	)
}

/** Both platforms' main-essay prompts, word for word, each one a way to start the essay. */
function MainEssayPrompts({ readOnly }: { readOnly: boolean }) {
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
									<Form method="post" className="mt-1">
										<input type="hidden" name="promptKey" value={prompt.key} />
										<Button type="submit" name="intent" value="start-essay" variant="link" size="inline" aria-label={`Start the ${essay.essayTitle} from this prompt: ${prompt.theme}`}>
											Start the {essay.essayTitle} from this prompt
										</Button>
									</Form>
								)}
							</li>
						))}
					</ol>
				</details>
			))}
		</section>
	)
}
