import { Form } from 'react-router'
import { inputClass, textareaBox } from '#app/components/form-controls'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { ESSAY_COMMENT_MAX } from '#app/features/applications/essays'

// Comments under an essay: parents, the student and counselors who can read
// it leave notes; each author can take theirs back.

export interface EssayCommentView {
	id: string
	body: string
	createdAt: number
	authorName: string | null
	authorUserId: string | null
}

// In the family's time zone: the browser's own would differ from the server's
// render and break hydration for anyone not on the server's clock.
const when = (at: number, timeZone: string) => new Date(at).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone })

export function EssayComments({ essayId, comments, userId, timeZone }: { essayId: string; comments: EssayCommentView[]; userId: string; timeZone: string }) {
	return (
		<section aria-labelledby="essay-comments-heading" className={cardVariants({ className: 'flex flex-col gap-3' })}>
			<h2 id="essay-comments-heading" className="text-lg font-semibold">Comments ({comments.length})</h2>
			{comments.length ? (
				<ol className="flex flex-col gap-3">
					{comments.map((comment) => (
						<li key={comment.id} className="rounded-lg bg-muted/50 p-3 text-sm" data-testid="essay-comment">
							<p className="mb-1 text-xs text-muted-foreground">
								{comment.authorName ?? 'A former member'} · {when(comment.createdAt, timeZone)}
							</p>
							<p className="whitespace-pre-line">{comment.body}</p>
							{comment.authorUserId === userId ? (
								<Form method="post" className="mt-1">
									<input type="hidden" name="commentId" value={comment.id} />
									<Button type="submit" name="intent" value="delete-comment" variant="destructive-link" size="inline" className="text-xs">
										Delete my comment
									</Button>
								</Form>
							) : null}
						</li>
					))}
				</ol>
			) : (
				<p className="text-sm text-muted-foreground">No comments yet. Parents and counselors who can read this essay can leave notes here.</p>
			)}
			{/* A new key once a comment is posted empties the box for the next one. */}
			<Form key={comments.length} method="post" className="flex flex-col gap-2">
				<input type="hidden" name="essayId" value={essayId} />
				<label htmlFor="essay-comment" className="text-sm font-medium">Add a comment</label>
				<textarea id="essay-comment" name="body" rows={3} required maxLength={ESSAY_COMMENT_MAX} className={inputClass(textareaBox)} />
				<div>
					<Button type="submit" name="intent" value="comment-essay" variant="outline" size="sm">Post comment</Button>
				</div>
			</Form>
		</section>
	)
}
