import type { CSSProperties } from 'react'
import { Form } from 'react-router'
import { Field } from '#app/components/forms'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { CheckboxField } from '#app/components/ui/checkbox'
import { type CompareMeasure, CompareTable } from '#app/components/ui/compare-table'
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
	const measures: Array<CompareMeasure<OfferSummary>> = [
		{ label: 'Cost of attendance (year 1)', value: (summary) => money(summary.costOfAttendanceCents) },
		{ label: 'Gift aid: grants and scholarships', value: (summary) => money(summary.giftAidCents) },
		{ label: 'Net price (cost minus gift aid)', value: (summary) => money(summary.netPriceCents) },
		{ label: 'Work-study (if the student finds a job)', value: (summary) => money(summary.workStudyCents) },
		{ label: 'Loans offered', value: (summary) => money(summary.loansCents) },
		{ label: 'Cash to pay this year', value: (summary) => `${money(summary.cashToPayCents)}${bestMark(summary.id, 'cashToPay')}`, className: 'font-semibold' },
		{ label: `4-year net cost (cost +${settings.yearlyIncreasePercent}% a year)`, value: (summary) => `${money(summary.fourYearCostCents)}${bestMark(summary.id, 'fourYearCost')}`, className: 'font-semibold' },
		{ label: 'Loans after 4 years (same loans each year)', value: (summary) => `${money(summary.fourYearLoansCents)}${bestMark(summary.id, 'fourYearLoans')}` },
		{ label: `Monthly payment, student loans (${REPAYMENT_YEARS} years)`, value: (summary) => money(summary.monthly.studentCents) },
		{ label: `Monthly payment, Parent PLUS (${REPAYMENT_YEARS} years)`, value: (summary) => money(summary.monthly.parentCents) },
		{ label: 'What the letter calls “total aid”', value: (summary) => money(summary.letterTotalCents) },
	]
	return (
		<section aria-labelledby="compare-heading" className={cardVariants()}>
			<h2 id="compare-heading" className="font-semibold">
				Side by side
			</h2>
			{/* A GET form: what is compared, and how, goes in the address; nothing is posted, so it needs no Conform. */}
			<Form method="get" className="mt-3 flex flex-col gap-4">
				<input type="hidden" name="tab" value="offers" />
				<fieldset>
					<legend className="text-sm font-medium">Offers to compare (up to {MAX_COMPARED_OFFERS})</legend>
					<div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
						{allOffers.map((offer) => (
							<CheckboxField key={offer.id} name="compare" value={offer.id} defaultChecked={comparedIds.includes(offer.id)} label={offer.collegeName} />
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

			{/* The measure column stays in view while a narrow screen scrolls the offers sideways. */}
			<CompareTable caption="Aid offers compared, per year unless stated" items={summaries} itemName={(summary) => summary.collegeName} measures={measures} pin numeric containerClassName="mt-4 rounded-md" />

			<OfferChart summaries={summaries} />
		</section>
	)
}

function SettingInput({ name, label, value, max }: { name: string; label: string; value: number; max: number }) {
	return <Field label={label} labelClassName="text-xs font-medium" box={{ height: 'h-9' }} inputProps={{ id: `setting-${name}`, name, type: 'number', step: '0.01', min: 0, max, defaultValue: value }} />
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
