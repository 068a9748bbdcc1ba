import { getFormProps } from '@conform-to/react'
import { Form } from 'react-router'
import { useFamilyTime } from '#app/components/family-time-zone'
import { ErrorList } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { UndoPlanChangeFormSchema } from '#app/features/plan-engine/changes-log'
import type { FormResult } from '#app/lib/form-result'
import { allErrorsOf, usePageForm } from '#app/components/page-form'
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

export function PlanEngineLog({ entries, canUndo, actionData }: { entries: PlanEngineLogEntry[]; canUndo: boolean; actionData?: FormResult }) {
	const when = useFamilyTime()
	const day = (ms: number) => when(ms, { month: 'short', day: 'numeric', year: 'numeric' })
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
							{canUndo && entry.undo ? <UndoForm entry={entry} undo={entry.undo} actionData={actionData} /> : null}
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

function UndoForm({ entry, undo, actionData }: { entry: PlanEngineLogEntry; undo: 'undo' | 'dismiss'; actionData: FormResult | undefined }) {
	const [form, fields] = usePageForm({ id: `undo-${entry.id}`, schema: UndoPlanChangeFormSchema, actionData, intents: ['undo-plan-change'], same: { changeId: entry.id } })
	return (
		<Form method="post" {...getFormProps(form)} className="shrink-0">
			<input type="hidden" name="changeId" value={entry.id} />
			<Button type="submit" name="intent" value="undo-plan-change" size="sm" variant="outline">
				{undo === 'dismiss' ? 'Dismiss' : 'Undo'}
				<span className="sr-only">: {entry.title}</span>
			</Button>
			<ErrorList id={fields.changeId.errorId} errors={allErrorsOf(form)} />
		</Form>
	)
}
