import { Link } from 'react-router'
import { AskAboutButton } from '#app/components/assistant/panel-provider'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { planTypeLabels, type planTypes } from '#app/features/colleges/college-list'
import { type Fit } from '#app/features/colleges/fit'
import { type ScorePosition } from '#app/features/colleges/list-view'
import { cn } from '#app/lib/cn'
import { formatMoney, formatPercent } from '#app/lib/format'

// One college on the list, read at a glance: fit, admission rate, the
// student's scores against its middle 50%, the net price, plan and deadline,
// status. Editing happens in the sheet the Edit link opens (?edit=).

export interface CollegeRowData {
	id: string
	collegeId: string
	name: string
	place: string
	admissionRate: number | null
	fit: Fit
	ruleFit: Fit
	reason: string
	overridden: boolean
	status: string
	planType: (typeof planTypes)[number] | null
	deadlineText: string
	netPrice: number | null
	netPriceLabel: string
	scores: ScorePosition[]
}

export const fitStyles = { reach: 'bg-rose-50 text-rose-800 ring-rose-200', target: 'bg-blue-50 text-blue-800 ring-blue-200', safety: 'bg-emerald-50 text-emerald-800 ring-emerald-200' } as const
export const statusLabel = (status: string) => status[0]!.toUpperCase() + status.slice(1)

export function CollegeRow({ entry, editHref, readOnly, askBracketHref, compare }: { entry: CollegeRowData; editHref: string; readOnly: boolean; askBracketHref: string | null; compare: React.ReactNode }) {
	return (
		<li className={cardVariants({ padding: 'sm', className: 'min-w-0' })} data-testid="college-entry">
			<div className="flex items-start justify-between gap-3">
				<div className="min-w-0">
					<h3 className="font-semibold break-words">{entry.name}</h3>
					<p className="text-sm text-muted-foreground">{entry.place}</p>
				</div>
				<span className={cn('inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset', fitStyles[entry.fit])} data-testid="fit">
					{entry.fit}
				</span>
			</div>
			<dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-4">
				<Fact label="Admission rate" testId="admission-rate">
					{formatPercent(entry.admissionRate)}
				</Fact>
				<Fact label={entry.netPriceLabel} testId="net-price">
					{formatMoney(entry.netPrice)}
					{askBracketHref ? (
						<a href={askBracketHref} className="block text-xs font-normal text-brand underline-offset-4 hover:underline">
							Set your income for your price
						</a>
					) : null}
				</Fact>
				<Fact label="Plan and deadline" testId="plan-deadline">
					<span className="block">{entry.planType ? planTypeLabels[entry.planType] : 'Plan not chosen'}</span>
					<span className="block text-muted-foreground">{entry.deadlineText}</span>
				</Fact>
				<Fact label="Status" testId="status">
					{statusLabel(entry.status)}
				</Fact>
			</dl>
			{entry.scores.length ? (
				<div className="mt-3 flex flex-col gap-2">
					{entry.scores.map((position) => (
						<ScoreRange key={position.test} position={position} />
					))}
				</div>
			) : (
				<p className="mt-3 text-sm text-muted-foreground">No SAT or ACT middle 50% reported.</p>
			)}
			<p className="mt-2 text-sm text-muted-foreground">
				{entry.overridden ? `Your call: ${entry.fit} (the rule says ${entry.ruleFit}). ` : ''}
				{entry.reason}
			</p>
			<div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
				<Link to={editHref} id={`edit-${entry.id}`} preventScrollReset className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`${readOnly ? 'Details of' : 'Edit'} ${entry.name}`}>
					{readOnly ? 'Details' : 'Edit'}
				</Link>
				{compare}
				<AskAboutButton topic={`college-${entry.collegeId}`} prompt={`Is ${entry.name} a good fit for me, and what should we do next for it?`} label={`Ask Northstar about ${entry.name}`} className="text-sm" />
			</div>
		</li>
	)
}

function Fact({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
	return (
		<div className="min-w-0">
			<dt className="text-xs text-muted-foreground">{label}</dt>
			<dd className="font-medium break-words" data-testid={testId}>
				{children}
			</dd>
		</div>
	)
}

/** The middle 50% as a band on the test's whole scale, the student's score as a dot; the sentence under it says the same in words. */
export function ScoreRange({ position }: { position: ScorePosition }) {
	return (
		<div className="flex flex-col gap-1" data-testid={`score-${position.test}`}>
			<div className="relative h-2 rounded-full bg-muted" aria-hidden="true">
				<div className="absolute inset-y-0 rounded-full bg-brand/40" style={{ left: `${position.band.left}%`, width: `${position.band.width}%` }} />
				{position.mark !== null ? (
					<div
						className={cn('absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background', position.place === 'within' ? 'bg-brand' : 'bg-foreground')}
						style={{ left: `${position.mark}%` }}
					/>
				) : null}
			</div>
			<p className="text-xs">{position.text}</p>
		</div>
	)
}
