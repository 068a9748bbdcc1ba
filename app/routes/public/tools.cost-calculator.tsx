import { Form, Link } from 'react-router'
import { FormMessage, inputClass, inputClassName } from '#app/components/form-controls'
import { PageHero } from '#app/components/marketing'
import { Button, buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Select } from '#app/components/ui/select'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { loadCostComparison } from '#app/features/colleges/cost-comparison.server'
import { MAX_COMPARED, parseIds, parseIncome, parseIncrease } from '#app/features/colleges/costs'
import { incomeBrackets } from '#app/features/colleges/match'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { formatMoney } from '#app/lib/format'
import type { Route } from './+types/tools.cost-calculator'

// /tools/cost-calculator: up to four colleges side by side from the College
// Scorecard: sticker cost, tuition in and out of state, net price for the
// family's income, debt, earnings, four years at a yearly increase. GET only.

export async function loader({ request, context }: Route.LoaderArgs) {
	const params = new URL(request.url).searchParams
	const ids = parseIds(params.getAll('id'))
	const income = parseIncome(params.get('income'))
	const increase = parseIncrease(params.get('increase'))
	const query = params.get('q')?.trim().slice(0, 80) ?? ''
	const { results, compared } = await loadCostComparison(getAppContext(context), { ids, income, increase, query })
	return { ids, income, increase, query, results, compared }
}

const money = (value: number | null) => formatMoney(value, 'Not reported')

function withParams(base: { ids: string[]; income: string; increase: number }, change: { add?: string; remove?: string }) {
	const ids = change.add ? [...base.ids, change.add].slice(0, MAX_COMPARED) : base.ids.filter((id) => id !== change.remove)
	const params = new URLSearchParams()
	for (const id of ids) params.append('id', id)
	params.set('income', base.income)
	params.set('increase', String(base.increase))
	return `/tools/cost-calculator?${params}`
}

export default function CostCalculatorRoute({ loaderData }: Route.ComponentProps) {
	const { ids, income, increase, query, results, compared } = loaderData
	const max = Math.max(1, ...compared.map((college) => college.costOfAttendance ?? 0))
	const rows: Array<[string, (college: (typeof compared)[number]) => string]> = [
		['Cost of attendance (sticker, per year)', (c) => money(c.costOfAttendance)],
		['Tuition, in state', (c) => money(c.tuitionInState)],
		['Tuition, out of state', (c) => money(c.tuitionOutOfState)],
		[`Net price for ${incomeBrackets[income].toLowerCase()} (per year)`, (c) => money(c.netPrice)],
		[`Four years of net price at ${increase}% a year`, (c) => money(c.fourYearNet)],
		['Median debt at graduation', (c) => money(c.medianDebt)],
		['Median earnings 10 years after starting', (c) => money(c.medianEarnings10yr)],
	]
	return (
		<>
			<PageHero
				eyebrow="Free tool"
				title="Cost Comparison"
				description="Compare up to four colleges: sticker price, net price for your family's income, debt and earnings, from the U.S. Department of Education's College Scorecard."
			/>
			<div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 pb-16">
				<Form method="get" className={cardVariants({ padding: 'sm', className: 'flex flex-wrap items-end gap-3' })} aria-label="College search">
					{ids.map((id) => (
						<input key={id} type="hidden" name="id" value={id} />
					))}
					<div className="flex min-w-56 flex-1 flex-col gap-1.5">
						<label htmlFor="cost-q" className="text-sm font-medium">
							Find a college
						</label>
						<input id="cost-q" name="q" defaultValue={query} placeholder="College name" className={inputClassName} />
					</div>
					<div className="flex flex-col gap-1.5">
						<label htmlFor="cost-income" className="text-sm font-medium">
							Family income
						</label>
						<Select id="cost-income" name="income" defaultValue={income}>
							{Object.entries(incomeBrackets).map(([value, label]) => (
								<option key={value} value={value}>
									{label}
								</option>
							))}
						</Select>
					</div>
					<div className="flex flex-col gap-1.5">
						<label htmlFor="cost-increase" className="text-sm font-medium">
							Yearly increase (%)
						</label>
						<input id="cost-increase" name="increase" type="number" min="0" max="15" step="0.5" defaultValue={increase} className={inputClass({ width: 'w-28' })} />
					</div>
					<Button type="submit" variant="brand">
						Search and update
					</Button>
				</Form>

				{query.length >= 2 ? (
					<section aria-labelledby="results-heading">
						<h2 id="results-heading" className="text-lg font-semibold">
							Colleges matching “{query}”
						</h2>
						{results.length ? (
							<ul className={cardVariants({ padding: 'none', className: 'mt-2 flex flex-col divide-y' })} data-testid="cost-results">
								{results.map((result) => (
									<li key={result.id} className="flex items-center justify-between gap-3 px-4 py-2">
										<span>
											{result.name} <span className="text-sm text-muted-foreground">{result.state}</span>
										</span>
										{ids.includes(result.id) ? (
											<span className="text-sm text-muted-foreground">Added</span>
										) : ids.length >= MAX_COMPARED ? (
											<span className="text-sm text-muted-foreground">Four is the most</span>
										) : (
											<Link to={withParams({ ids, income, increase }, { add: result.id })} className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-label={`Add ${result.name}`}>
												Add
											</Link>
										)}
									</li>
								))}
							</ul>
						) : (
							<FormMessage tone="info">No colleges match that name.</FormMessage>
						)}
					</section>
				) : null}

				{compared.length ? (
					<section aria-labelledby="compare-heading" className="flex flex-col gap-6">
						<h2 id="compare-heading" className="text-xl font-semibold">
							Side by side
						</h2>
						<Table containerClassName="rounded-xl border bg-background" label="Costs and outcomes of the chosen colleges" className="min-w-[40rem]" data-testid="cost-table">
							<TableCaption variant="sr-only">Costs and outcomes of the chosen colleges</TableCaption>
							<TableHeader>
								<TableRow className="border-b">
									<TableHead scope="col" className="p-3 text-left font-medium">
										Per college
									</TableHead>
									{compared.map((college) => (
										<TableHead key={college.id} scope="col" className="p-3 text-left font-medium">
											{college.name}
											<span className="block text-xs font-normal text-muted-foreground">{college.place}</span>
											<Link to={withParams({ ids, income, increase }, { remove: college.id })} className="text-xs font-normal text-brand underline underline-offset-4" aria-label={`Remove ${college.name}`}>
												Remove
											</Link>
										</TableHead>
									))}
								</TableRow>
							</TableHeader>
							<TableBody>
								{rows.map(([label, value]) => (
									<TableRow key={label} className="border-b last:border-0">
										<TableHead scope="row" className="p-3 text-left font-normal">
											{label}
										</TableHead>
										{compared.map((college) => (
											<TableCell key={college.id} className="p-3 tabular-nums">
												{value(college)}
											</TableCell>
										))}
									</TableRow>
								))}
								<TableRow>
									<TableHead scope="row" className="p-3 text-left font-normal">
										The college’s own net price calculator
									</TableHead>
									{compared.map((college) => (
										<TableCell key={college.id} className="p-3">
											{college.netPriceCalculatorUrl ? (
												<a
													href={college.netPriceCalculatorUrl.startsWith('http') ? college.netPriceCalculatorUrl : `https://${college.netPriceCalculatorUrl}`}
													rel="noopener noreferrer"
													className="text-brand underline underline-offset-4"
												>
													Open
												</a>
											) : (
												'Not reported'
											)}
										</TableCell>
									))}
								</TableRow>
							</TableBody>
						</Table>
						<figure aria-labelledby="chart-caption" className={cardVariants({ padding: 'md' })}>
							<figcaption id="chart-caption" className="font-medium">
								Sticker cost and net price per year
							</figcaption>
							<ul className="mt-4 flex flex-col gap-4">
								{compared.map((college) => (
									<li key={college.id}>
										<p className="text-sm font-medium">{college.name}</p>
										<Bar label="Sticker" value={college.costOfAttendance} max={max} className="bg-muted-foreground/40" />
										<Bar label="Net price" value={college.netPrice} max={max} className="bg-brand" />
									</li>
								))}
							</ul>
						</figure>
					</section>
				) : (
					<p className="text-muted-foreground">Search for a college above and add up to four to compare.</p>
				)}
				<p className="text-xs text-muted-foreground">
					Data: U.S. Department of Education, College Scorecard. Net price is the average paid by students receiving
					federal aid in that income bracket; the college’s own calculator gives a personal estimate.
				</p>
			</div>
		</>
	)
}

function Bar({ label, value, max, className }: { label: string; value: number | null; max: number; className: string }) {
	const width = value === null ? 0 : Math.max(2, Math.round((value / max) * 100))
	return (
		<div className="mt-1 flex items-center gap-2 text-xs">
			<span className="w-16 shrink-0 text-muted-foreground">{label}</span>
			<span className="h-3 flex-1 rounded bg-muted" aria-hidden="true">
				<span className={`block h-3 rounded ${className}`} style={{ width: `${width}%` }} />
			</span>
			<span className="w-24 shrink-0 text-right tabular-nums">{money(value)}</span>
		</div>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'College Cost Comparison',
		description: 'Compare up to four colleges side by side: sticker price, net price for your income, debt and earnings.',
	})
