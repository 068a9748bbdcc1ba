import type { CSSProperties } from 'react'
import { Form } from 'react-router'
import { inputClass } from '#app/components/form-controls'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Checkbox } from '#app/components/ui/checkbox'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { bestOffers, chartBars, type ChartSegment, chartSegmentLabels, type CompareSettings, MAX_COMPARED_OFFERS, money, type OfferSummary, REPAYMENT_YEARS } from '#app/features/aid/offers'
import { cn } from '#app/lib/cn'

// Up to four offers side by side: a table (the text everyone can read) and a
// stacked-bar chart of how each year is paid. The chart never relies on
// colour alone: each segment has a pattern, a legend and, when wide enough,
// its amount written on it.

const segmentStyles: Record<ChartSegment['key'], { className: string; style?: CSSProperties }> = {
	gift: { className: 'bg-emerald-700 text-white' },
	'work-study': { className: 'bg-amber-200 text-amber-950', style: { backgroundImage: 'radial-gradient(rgb(120 53 15 / 0.45) 1.2px, transparent 1.4px)', backgroundSize: '7px 7px' } },
	loans: { className: 'bg-rose-200 text-rose-950', style: { backgroundImage: 'repeating-linear-gradient(45deg, rgb(136 19 55 / 0.35) 0 2px, transparent 2px 8px)' } },
	remaining: { className: 'bg-slate-200 text-slate-950', style: { backgroundImage: 'repeating-linear-gradient(90deg, rgb(15 23 42 / 0.25) 0 1px, transparent 1px 6px)' } },
}

const shortMoney = (cents: number) => (cents >= 100_000 ? `$${Math.round(cents / 100_000)}k` : money(cents))

export function OfferComparison({ summaries, allOffers, comparedIds, settings }: { summaries: OfferSummary[]; allOffers: Array<{ id: string; collegeName: string }>; comparedIds: string[]; settings: CompareSettings }) {
	const best = bestOffers(summaries)
	const bestMark = (id: string, which: keyof typeof best) => (best[which] === id ? ' (lowest)' : '')
	const rows: Array<[string, (summary: OfferSummary) => string, string?]> = [
		['Cost of attendance (year 1)', (summary) => money(summary.costOfAttendanceCents)],
		['Gift aid: grants and scholarships', (summary) => money(summary.giftAidCents)],
		['Net price (cost minus gift aid)', (summary) => money(summary.netPriceCents)],
		['Work-study (if the student finds a job)', (summary) => money(summary.workStudyCents)],
		['Loans offered', (summary) => money(summary.loansCents)],
		['Cash to pay this year', (summary) => `${money(summary.cashToPayCents)}${bestMark(summary.id, 'cashToPay')}`, 'font-semibold'],
		[`4-year net cost (cost +${settings.yearlyIncreasePercent}% a year)`, (summary) => `${money(summary.fourYearCostCents)}${bestMark(summary.id, 'fourYearCost')}`, 'font-semibold'],
		['Loans after 4 years (same loans each year)', (summary) => `${money(summary.fourYearLoansCents)}${bestMark(summary.id, 'fourYearLoans')}`],
		[`Monthly payment, student loans (${REPAYMENT_YEARS} years)`, (summary) => money(summary.monthly.studentCents)],
		[`Monthly payment, Parent PLUS (${REPAYMENT_YEARS} years)`, (summary) => money(summary.monthly.parentCents)],
		['What the letter calls “total aid”', (summary) => money(summary.letterTotalCents)],
	]
	return (
		<section aria-labelledby="compare-heading" className={cardVariants()}>
			<h2 id="compare-heading" className="font-semibold">
				Side by side
			</h2>
			<Form method="get" className="mt-3 flex flex-col gap-4">
				<input type="hidden" name="tab" value="offers" />
				<fieldset>
					<legend className="text-sm font-medium">Offers to compare (up to {MAX_COMPARED_OFFERS})</legend>
					<div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
						{allOffers.map((offer) => (
							<label key={offer.id} className="flex items-center gap-2 text-sm">
								<Checkbox name="compare" value={offer.id} defaultChecked={comparedIds.includes(offer.id)} />
								{offer.collegeName}
							</label>
						))}
					</div>
				</fieldset>
				<fieldset>
					<legend className="text-sm font-medium">Your assumptions</legend>
					<div className="mt-2 grid gap-3 sm:grid-cols-4">
						<SettingInput name="increase" label="Cost rises each year (%)" value={settings.yearlyIncreasePercent} max={15} />
						<SettingInput name="rateFederal" label="Federal student loan rate (%)" value={settings.rates.federal} max={25} />
						<SettingInput name="ratePlus" label="Parent PLUS rate (%)" value={settings.rates.parentPlus} max={25} />
						<SettingInput name="ratePrivate" label="Private or other loan rate (%)" value={settings.rates.private} max={25} />
					</div>
					<p className="mt-2 text-xs text-muted-foreground">Starting points, not quotes: change them to your own figures. Payments leave out interest that builds up while the student is in school, so real payments on unsubsidized, PLUS and private loans run higher.</p>
				</fieldset>
				<div>
					<Button type="submit" variant="outline" size="sm">
						Update comparison
					</Button>
				</div>
			</Form>

			{/* `relative` keeps screen-reader-only text inside the scrolling box from widening the page; focusable so the keyboard can scroll it. */}
			<Table containerClassName="mt-4 rounded-md" labelledBy="offer-comparison-caption" className="text-left" id="offer-comparison-table">
				<TableCaption id="offer-comparison-caption" variant="sr-only">Aid offers compared, per year unless stated</TableCaption>
				<TableHeader>
					<TableRow className="border-b">
						<TableHead scope="col" className="sticky left-0 bg-background py-2 font-medium">
							<span className="sr-only">Measure</span>
						</TableHead>
						{summaries.map((summary) => (
							<TableHead key={summary.id} scope="col" className="min-w-28 py-2 pr-3 font-semibold">
								{summary.collegeName}
							</TableHead>
						))}
					</TableRow>
				</TableHeader>
				<TableBody>
					{rows.map(([label, value, className]) => (
						<TableRow key={label} className="border-b">
							{/* The measure stays in view while a narrow screen scrolls the offers sideways. */}
							<TableHead scope="row" className="sticky left-0 min-w-32 bg-background py-2 pr-3 font-medium">
								{label}
							</TableHead>
							{summaries.map((summary) => (
								<TableCell key={summary.id} className={cn('py-2 pr-3 whitespace-nowrap tabular-nums', className)}>
									{value(summary)}
								</TableCell>
							))}
						</TableRow>
					))}
				</TableBody>
			</Table>

			<OfferChart summaries={summaries} />
		</section>
	)
}

function SettingInput({ name, label, value, max }: { name: string; label: string; value: number; max: number }) {
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={`setting-${name}`} className="text-xs font-medium">
				{label}
			</label>
			<input id={`setting-${name}`} name={name} type="number" step="0.01" min={0} max={max} defaultValue={value} className={inputClass({ height: 'h-9' })} />
		</div>
	)
}

function OfferChart({ summaries }: { summaries: OfferSummary[] }) {
	const bars = chartBars(summaries)
	return (
		<figure aria-labelledby="offer-chart-caption" className="mt-6">
			<figcaption id="offer-chart-caption" className="text-sm font-medium">
				How each first year is paid (the table above has every figure)
			</figcaption>
			<ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs" aria-label="Legend">
				{(Object.keys(chartSegmentLabels) as Array<ChartSegment['key']>).map((key) => (
					<li key={key} className="flex items-center gap-1.5">
						<span aria-hidden="true" className={cn('inline-block size-4 rounded-sm border', segmentStyles[key].className)} style={segmentStyles[key].style} />
						{chartSegmentLabels[key]}
						{key === 'gift' ? ' (solid)' : key === 'work-study' ? ' (dots)' : key === 'loans' ? ' (diagonal stripes)' : ' (thin lines)'}
					</li>
				))}
			</ul>
			<ul className="mt-3 flex flex-col gap-3">
				{bars.map((bar) => (
					<li key={bar.id}>
						<p className="text-sm font-medium">{bar.collegeName}</p>
						<div role="img" aria-label={`${bar.collegeName}: ${bar.segments.map((segment) => `${segment.label} ${money(segment.cents)}`).join(', ')}`} className="mt-1 flex h-8 w-full overflow-hidden rounded-md border bg-muted/40">
							{bar.segments.map((segment) => (
								<div
									key={segment.key}
									title={`${segment.label}: ${money(segment.cents)}`}
									className={cn('flex h-full items-center justify-center overflow-hidden border-r border-background text-xs font-semibold whitespace-nowrap last:border-r-0', segmentStyles[segment.key].className)}
									style={{ ...segmentStyles[segment.key].style, width: `${segment.percent}%` }}
								>
									{segment.percent >= 12 ? shortMoney(segment.cents) : null}
								</div>
							))}
						</div>
					</li>
				))}
			</ul>
		</figure>
	)
}
