import { getFormProps, getInputProps, getTextareaProps } from '@conform-to/react'
import { Form } from 'react-router'
import { useFamilyTime } from '#app/components/family-time-zone'
import { ErrorList, TextareaField } from '#app/components/forms'
import { ButtonForm, usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { DeleteCommentFormSchema, EssayCommentFormSchema } from '#app/features/applications/application-forms'
import { ESSAY_COMMENT_MAX } from '#app/features/applications/essays'
import type { FormResult } from '#app/lib/form-result'

// Comments under an essay: parents, the student and counselors who can read
// it leave notes; each author can take theirs back.

export interface EssayCommentView {
	id: string
	body: string
	createdAt: number
	authorName: string | null
	authorUserId: string | null
}

// In the family's time zone (useFamilyTime): the browser's own would differ from
// the server's render and break hydration for anyone not on the server's clock.
const commentTime: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }

export function EssayComments({ essayId, comments, userId, actionData }: { essayId: string; comments: EssayCommentView[]; userId: string; actionData: FormResult | undefined }) {
	const when = useFamilyTime()
	return (
		<section aria-labelledby="essay-comments-heading" className={cardVariants({ className: 'flex flex-col gap-3' })}>
			<h2 id="essay-comments-heading" className="text-lg font-semibold">Comments ({comments.length})</h2>
			{comments.length ? (
				<ol className="flex flex-col gap-3">
					{comments.map((comment) => (
						<li key={comment.id} className="rounded-lg bg-muted/50 p-3 text-sm" data-testid="essay-comment">
							<p className="mb-1 text-xs text-muted-foreground">
								{comment.authorName ?? 'A former member'} · {when(comment.createdAt, commentTime)}
							</p>
							<p className="whitespace-pre-line">{comment.body}</p>
							{comment.authorUserId === userId ? (
								<ButtonForm id={`delete-comment-${comment.id}`} schema={DeleteCommentFormSchema} actionData={actionData} intents={['delete-comment']} values={{ commentId: comment.id }} className="mt-1">
									<Button type="submit" name="intent" value="delete-comment" variant="destructive-link" size="inline" className="text-xs">
										Delete my comment
									</Button>
								</ButtonForm>
							) : null}
						</li>
					))}
				</ol>
			) : (
				<p className="text-sm text-muted-foreground">No comments yet. Parents and counselors who can read this essay can leave notes here.</p>
			)}
			{/* A new key once a comment is posted empties the box for the next one. */}
			<CommentForm key={comments.length} essayId={essayId} actionData={actionData} />
		</section>
	)
}

function CommentForm({ essayId, actionData }: { essayId: string; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({ id: 'essay-comment-form', schema: EssayCommentFormSchema, actionData, intents: ['comment-essay'], defaultValue: { essayId } })
	return (
		<Form method="post" {...getFormProps(form)} className="flex flex-col gap-2">
			<ErrorList id={form.errorId} errors={form.errors} />
			<input {...getInputProps(fields.essayId, { type: 'hidden' })} />
			<TextareaField label="Add a comment" meta={fields.body} textareaProps={{ ...getTextareaProps(fields.body), rows: 3, maxLength: ESSAY_COMMENT_MAX }} />
			<div>
				<Button type="submit" name="intent" value="comment-essay" variant="outline" size="sm">Post comment</Button>
			</div>
		</Form>
	)
}
