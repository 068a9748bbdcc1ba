import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { type GpaResult, gpaBand, type NeededGpa } from '#app/features/gpa/gpa'
import { cn } from '#app/lib/cn'

/** The figures beside the courses, announced as they change. */
export function GpaSummary({ result }: { result: GpaResult }) {
	return (
		<aside aria-label="Your GPA" className={cardVariants({ padding: 'md', className: 'flex h-fit flex-col gap-4 lg:sticky lg:top-20' })} aria-live="polite">
			<GpaFigure label="Unweighted GPA" value={result.unweightedGPA} testId="unweighted-gpa" />
			<GpaFigure label="Weighted GPA" value={result.weightedGPA} testId="weighted-gpa" />
			<p className="text-sm text-muted-foreground">
				{result.termCredits} credit{result.termCredits === 1 ? '' : 's'} counted this term
				{result.includesPrevious ? ', with your earlier terms included' : ''}.
			</p>
			<p className="text-xs text-muted-foreground">
				A+ and A count 4.0; honors adds 0.5 and AP/IB adds 1.0 in the weighted GPA only. A course counts when it has a grade and more than 0 credits.
			</p>
			<Link to="/signup?source=gpa-calculator" className={cn(buttonVariants({ variant: 'outline' }), 'print:hidden')}>
				Track grades in a plan
			</Link>
		</aside>
	)
}

/** The answer to "Calculate Needed GPA", in red when the target is out of reach. */
export function NeededGpaResult({ needed }: { needed: NeededGpa }) {
	return (
		<div role="status" className={cn('rounded-xl border p-4', needed.achievable ? 'bg-background' : 'border-destructive/40 bg-destructive/5')} data-testid="needed-gpa">
			<p className={cn('text-lg font-semibold', !needed.achievable && 'text-destructive')}>
				You need a {needed.needed.toFixed(2)} GPA over this term’s {needed.remainingCredits} credits.
			</p>
			{!needed.achievable ? <p className="text-destructive">This target may not be achievable with standard grading</p> : null}
		</div>
	)
}

function GpaFigure({ label, value, testId }: { label: string; value: number | null; testId: string }) {
	return (
		<div>
			<p className="text-sm text-muted-foreground">{label}</p>
			<p className="text-4xl font-bold tabular-nums" data-testid={testId}>
				{value === null ? '—' : value.toFixed(2)}
			</p>
			{value !== null ? <p className="text-sm font-medium text-brand" data-testid={`${testId}-band`}>{gpaBand(value)}</p> : null}
		</div>
	)
}
