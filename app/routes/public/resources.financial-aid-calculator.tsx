import { Form, Link, useLocation } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { Field } from '#app/components/forms'
import { Checklist, CtaBand, PageHero, Section, RelatedTools, textLinkClass } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { Card } from '#app/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { SAI_FIELDS, type SaiField } from '#app/features/resources/financial-aid-calculator'
import { parseSaiForm } from '#app/features/resources/financial-aid-calculator-query'
import { formatMoney } from '#app/features/resources/roi-calculator'
import { pageMeta } from '#app/features/seo/site-meta'
import { financialAidCalculatorContent as content } from '../../../content/resources/financial-aid-calculator'
import type { Route } from './+types/resources.financial-aid-calculator'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.meta.title, description: content.meta.description })

export function loader({ request }: Route.LoaderArgs) {
	return parseSaiForm(new URL(request.url).searchParams)
}

const countFields: SaiField[] = ['householdSize', 'numberInCollege']

function sai(value: number): string {
	return value < 0 ? `−${Math.abs(value).toLocaleString('en-US')}` : value.toLocaleString('en-US')
}

export default function FinancialAidCalculatorPage({ loaderData: state }: Route.ComponentProps) {
	const { search } = useLocation()
	const errors = state.submitted ? state.errors : {}
	const estimate = state.submitted ? state.estimate : null
	return (
		<>
			<PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} description={content.hero.description} />

			<div className="mx-auto max-w-5xl px-4">
				<div role="note" className="rounded-2xl border-2 border-accent bg-accent/10 p-6 text-center">
					<p className="text-xl font-bold sm:text-2xl">{content.warning.title}</p>
					<p className="mt-2">{content.warning.text}</p>
				</div>
			</div>

			<Section id="estimate" title={content.form.title} intro={content.form.intro}>
				<div className="grid gap-8 lg:grid-cols-2">
					<Form method="get" action="#estimate" key={search} className="flex flex-col gap-4" noValidate>
						{Object.keys(errors).length ? <FormMessage>Some answers need fixing — see the messages under each field.</FormMessage> : null}
						{SAI_FIELDS.map((field) => (
							<Field
								key={field}
								label={content.form.fields[field].label}
								hint={content.form.fields[field].hint}
								errors={errors[field]}
								inputProps={{
									id: `sai-${field}`,
									name: field,
									inputMode: 'numeric',
									defaultValue: state.values[field] || (field === 'numberInCollege' ? '1' : ''),
									placeholder: countFields.includes(field) ? undefined : '$0',
									autoComplete: 'off',
								}}
							/>
						))}
						<Button type="submit" className="self-start">
							{content.form.submit}
						</Button>
					</Form>
					<div aria-live="polite">
						<h3 className="text-xl font-semibold">{content.result.title}</h3>
						{estimate ? (
							<div className="mt-3 flex flex-col gap-4">
								<Card tone="brand" padding="md">
									<p className="text-sm text-muted-foreground">{content.result.rangeLabel}</p>
									<p className="text-3xl font-bold">
										{sai(estimate.range.low)} to {sai(estimate.range.high)}
									</p>
									<p className="mt-1 text-sm">
										{content.result.pointLabel}: {sai(estimate.sai)}
									</p>
									<p className="mt-3 text-sm font-semibold">Approximation only — file the FAFSA for your real SAI.</p>
								</Card>
								<p>{content.result.pell[estimate.pell]}</p>
								{state.submitted && state.numberInCollege && state.numberInCollege > 1 ? (
									<p className="text-sm text-muted-foreground">{content.result.numberInCollege}</p>
								) : null}
								<Table containerClassName="rounded-xl border" label={content.result.breakdownTitle} className="text-left">
									<TableCaption className="px-4 pt-3 text-left">{content.result.breakdownTitle}</TableCaption>
									<TableHeader className="sr-only">
										<TableRow>
											<TableHead scope="col">Step</TableHead>
											<TableHead scope="col">Amount</TableHead>
										</TableRow>
									</TableHeader>
									<TableBody>
										{(
											[
												['Income protection allowance (approximate)', estimate.ipa],
												['Estimated taxes (15% of AGI)', estimate.estimatedTaxes],
												['Available income', estimate.availableIncome],
												['Contribution from parents’ assets', estimate.assetContribution],
												['Adjusted available income', estimate.adjustedAvailableIncome],
												['Parent contribution', estimate.parentContribution],
												['Student contribution', estimate.studentContribution],
											] as const
										).map(([label, value]) => (
											<TableRow key={label} className="border-t">
												<TableHead scope="row" className="px-4 py-2 font-normal">
													{label}
												</TableHead>
												<TableCell className="px-4 py-2 text-right tabular-nums">{value < 0 ? `−${formatMoney(-value)}` : formatMoney(value)}</TableCell>
											</TableRow>
										))}
									</TableBody>
								</Table>
							</div>
						) : (
							<p className="mt-3 text-muted-foreground">Fill in the form to see an estimated range.</p>
						)}
					</div>
				</div>
			</Section>

			<Section id="formula" title={content.formula.title} intro={content.formula.intro} muted>
				<ol className="flex list-decimal flex-col gap-2 pl-5">
					{content.formula.steps.map((step) => (
						<li key={step}>{step}</li>
					))}
				</ol>
			</Section>

			<Section id="next" title={content.nextSteps.title}>
				<Checklist items={[...content.nextSteps.items]} />
				<p className="mt-6">
					<Link to={content.nextSteps.guideLink.href} className={textLinkClass}>
						{content.nextSteps.guideLink.label}
					</Link>
				</p>
			</Section>

			<RelatedTools items={content.related} muted />

			<CtaBand
				title={content.cta.title}
				text={content.cta.text}
				href="/signup?source=resources-financial-aid-calculator"
				label={content.cta.label}
			/>
		</>
	)
}
