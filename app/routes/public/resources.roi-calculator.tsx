import { Form, Link } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { ErrorList, Field } from '#app/components/forms'
import { CtaBand, PageHero, Section, RelatedTools, textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { Card } from '#app/components/ui/card'
import { Select } from '#app/components/ui/select'
import {
	computeRoi,
	formatMoney,
	formatPercent,
	INCOME_BRACKETS,
} from '#app/features/resources/roi-calculator'
import { parseRoiSearch } from '#app/features/resources/roi-calculator-query'
import { findRoiColleges } from '#app/features/resources/roi-calculator.server'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { roiCalculatorContent as content } from '../../../content/resources/roi-calculator'
import type { Route } from './+types/resources.roi-calculator'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.meta.title, description: content.meta.description })

export async function loader({ request, context }: Route.LoaderArgs) {
	const search = parseRoiSearch(new URL(request.url).searchParams)
	const { matches, college } = await findRoiColleges(getAppContext(context), search)
	const searchError = search.q.length === 1 ? content.search.tooShort : null
	const result = college ? computeRoi(college, search.income, search.years) : null
	return { search, matches, searchError, college, result, collegeNotFound: Boolean(search.college) && !college }
}


export default function RoiCalculatorPage({ loaderData }: Route.ComponentProps) {
	const { search, matches, searchError, college, result, collegeNotFound } = loaderData
	const selectId = 'roi-income'
	const yearsId = 'roi-years'
	return (
		<>
			<PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} description={content.hero.description} />

			<Section id="find" title={content.search.title} intro={content.search.intro}>
				<Form method="get" action="#find" className="flex flex-col gap-4 sm:flex-row sm:items-end" role="search">
					<Field
						className="flex-1"
						label={content.search.label}
						hint={content.search.hint}
						inputProps={{ name: 'q', type: 'search', defaultValue: search.q, autoComplete: 'off', maxLength: 100 }}
						errors={[searchError, ...(search.errors.q ?? [])]}
					/>
					{/* Keep the other choices when searching again. */}
					{search.income ? <input type="hidden" name="income" value={search.income} /> : null}
					<input type="hidden" name="years" value={search.years} />
					<Button type="submit" className="sm:mb-7">
						Search
					</Button>
				</Form>
				{search.q.length >= 2 ? (
					matches.length ? (
						<div className="mt-6">
							<h3 className="font-semibold">Matching colleges</h3>
							<ul className="mt-3 flex flex-col gap-2">
								{matches.map((match) => (
									<li key={match.id}>
										<Link
											to={`?${new URLSearchParams({ q: search.q, college: match.id, income: search.income, years: String(search.years) })}#numbers`}
											className={textLinkClass}
											aria-current={match.id === college?.id ? 'true' : undefined}
										>
											{match.name}
										</Link>
										{match.state ? <span className="text-muted-foreground"> — {match.state}</span> : null}
									</li>
								))}
							</ul>
						</div>
					) : (
						<p className="mt-6 text-muted-foreground">{content.search.noResults}</p>
					)
				) : null}
				{collegeNotFound ? (
					<div className="mt-6">
						<FormMessage>We couldn’t find that college. Search again and choose it from the list.</FormMessage>
					</div>
				) : null}
			</Section>

			{college && result ? (
				<>
					<Section id="options" title={content.options.title} muted>
						<Form method="get" action="#numbers" className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
							<input type="hidden" name="q" value={search.q} />
							<input type="hidden" name="college" value={college.id} />
							<div className="flex flex-col gap-1.5">
								<label htmlFor={selectId} className="text-sm font-medium">
									{content.options.incomeLabel}
								</label>
								<Select
									id={selectId}
									name="income"
									defaultValue={search.income}
									aria-invalid={search.errors.income ? true : undefined}
									aria-describedby={search.errors.income ? `${selectId}-error` : undefined}
								>
									<option value="">{content.options.incomeUnsure}</option>
									{INCOME_BRACKETS.map((bracket) => (
										<option key={bracket.value} value={bracket.value}>
											{bracket.label}
										</option>
									))}
								</Select>
								<ErrorList id={`${selectId}-error`} errors={search.errors.income} />
							</div>
							<div className="flex flex-col gap-1.5">
								<label htmlFor={yearsId} className="text-sm font-medium">
									{content.options.yearsLabel}
								</label>
								<Select
									id={yearsId}
									name="years"
									defaultValue={String(search.years)}
									aria-invalid={search.errors.years ? true : undefined}
									aria-describedby={[`${yearsId}-hint`, search.errors.years ? `${yearsId}-error` : ''].filter(Boolean).join(' ')}
								>
									{[4, 5, 6].map((years) => (
										<option key={years} value={years}>
											{years} years
										</option>
									))}
								</Select>
								<ErrorList id={`${yearsId}-error`} errors={search.errors.years} />
							</div>
							<Button type="submit">Update</Button>
							<p id={`${yearsId}-hint`} className="text-sm text-muted-foreground sm:col-span-3">
								{content.options.yearsHint}
							</p>
						</Form>
					</Section>

					<Section id="numbers" title={content.results.title}>
						<h3 className="text-xl font-semibold">
							{college.name}
							{college.state ? `, ${college.state}` : ''}
						</h3>
						<dl className="mt-5 grid gap-4 sm:grid-cols-2">
							<Stat
								label={result.netPriceSource === 'bracket' ? content.results.netPriceBracket : content.results.netPriceAverage}
								value={formatMoney(result.netPricePerYear)}
							/>
							<Stat label={`${content.results.totalNetCost} (${result.years} years)`} value={formatMoney(result.totalNetCost)} strong />
							<Stat label={content.results.medianDebt} value={formatMoney(result.medianDebt)} />
							<Stat label={content.results.medianEarnings} value={formatMoney(result.medianEarnings10yr)} />
							<Stat label={content.results.completionRate} value={formatPercent(result.completionRate)} />
							<Stat label={content.results.costOfAttendance} value={formatMoney(college.costOfAttendance)} />
						</dl>
						<Card tone="brand" padding="md" className="mt-8">
							<h4 className="font-semibold">{content.results.paybackTitle}</h4>
							<p className="mt-2 text-2xl font-bold">
								{result.paybackYears === null ? 'Not available' : `About ${result.paybackYears} years`}
							</p>
							{result.paybackYears === null ? (
								<p className="mt-1 text-sm">{content.results.paybackNone}</p>
							) : (
								<p className="mt-1 text-sm">
									At {formatMoney(result.annualRepayment)} a year toward {formatMoney(result.totalNetCost)}.
								</p>
							)}
							<p className="mt-3 text-sm text-muted-foreground">{content.results.paybackExplainer}</p>
						</Card>
						<p className="mt-6 text-sm text-muted-foreground">{content.credit}</p>
					</Section>
				</>
			) : null}

			<Section id="read-carefully" title="Reading these numbers" muted={!college}>
				<ul className="flex list-disc flex-col gap-2 pl-5">
					{content.caveats.map((caveat) => (
						<li key={caveat}>{caveat}</li>
					))}
				</ul>
				{!college ? <p className="mt-4 text-sm text-muted-foreground">{content.credit}</p> : null}
			</Section>

			<RelatedTools items={content.related} />

			<CtaBand title={content.cta.title} text={content.cta.text} href="/signup?source=resources-roi-calculator" label={content.cta.label} />
		</>
	)
}

function Stat({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
	return (
		<Card padding="sm">
			<dt className="text-sm text-muted-foreground">{label}</dt>
			<dd className={strong ? 'mt-1 text-2xl font-bold' : 'mt-1 text-xl font-semibold'}>{value}</dd>
		</Card>
	)
}
