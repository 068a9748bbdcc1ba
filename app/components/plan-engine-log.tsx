import { Form } from 'react-router'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'

// Settings → Student: what the plan engine did and why, newest first, with
// Undo (or Dismiss for a risk). There is deliberately no switch to turn the
// engine off (spec §1 FAQ); Undo is how the family overrides it.

export interface PlanEngineLogEntry {
	id: string
	kind: 'added' | 'removed' | 'reprioritized' | 'risk'
	title: string
	reason: string
	createdAt: number
	undoneAt: number | null
	undo: 'undo' | 'dismiss' | null
}

const kindLabels: Record<PlanEngineLogEntry['kind'], string> = {
	added: 'Added',
	removed: 'Taken out',
	reprioritized: 'Moved up to must do',
	risk: 'Risk',
}

const day = (ms: number) => new Date(ms).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' })

export function PlanEngineLog({ entries, canUndo }: { entries: PlanEngineLogEntry[]; canUndo: boolean }) {
	return (
		<section aria-labelledby="plan-engine-heading" className={cardVariants({ className: 'mt-6 max-w-3xl' })}>
			<h2 id="plan-engine-heading" className="text-lg font-semibold">
				Plan updates by Northstar
			</h2>
			<p className="mt-1 text-sm text-muted-foreground">
				Northstar keeps the plan current as colleges, applications, aid dates and tests change: it adds tasks that come due, moves near deadlines up
				and flags risks, and says why. It is always on, and you can undo any change it made.
			</p>
			{entries.length ? (
				<ul className="mt-4 flex flex-col divide-y" data-testid="plan-engine-log">
					{entries.map((entry) => (
						<li key={entry.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
							<div className="min-w-0">
								<p className="text-sm">
									<span className="font-medium">{kindLabels[entry.kind]}:</span> {entry.title}
								</p>
								<p className="text-sm text-muted-foreground">{entry.reason}</p>
								<p className="text-xs text-muted-foreground">
									{day(entry.createdAt)}
									{entry.undoneAt ? ` · ${entry.kind === 'risk' ? 'dismissed' : 'undone'} ${day(entry.undoneAt)}` : ''}
								</p>
							</div>
							{canUndo && entry.undo ? (
								<Form method="post" className="shrink-0">
									<input type="hidden" name="changeId" value={entry.id} />
									<Button type="submit" name="intent" value="undo-plan-change" size="sm" variant="outline">
										{entry.undo === 'dismiss' ? 'Dismiss' : 'Undo'}
										<span className="sr-only">: {entry.title}</span>
									</Button>
								</Form>
							) : null}
						</li>
					))}
				</ul>
			) : (
				<p className="mt-4 text-sm text-muted-foreground">
					Nothing yet. Add colleges, application deadlines, aid dates or test dates, and the plan updates itself here.
				</p>
			)}
		</section>
	)
}
