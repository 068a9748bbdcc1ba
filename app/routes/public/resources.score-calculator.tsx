import { Form, Link, useLocation } from 'react-router'
import { FormMessage } from '#app/components/form-controls'
import { ErrorList, Field } from '#app/components/forms'
import { CtaBand, FeatureGrid, PageHero, Section, RelatedTools } from '#app/components/marketing'
import { Button } from '#app/components/ui/button'
import { Card, cardVariants } from '#app/components/ui/card'
import { Radio, RadioGroup } from '#app/components/ui/radio-group'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import {
	ACT_FIELDS,
	ACT_TO_SAT,
	MAX_SITTINGS,
	SAT_FIELDS,
	sittingField,
	type ScoreCalculatorState,
} from '#app/features/resources/score-calculator'
import { parseScoreCalculator } from '#app/features/resources/score-calculator-query'
import { pageMeta } from '#app/features/seo/site-meta'
import { scoreCalculatorContent as content } from '../../../content/resources/score-calculator'
import type { Route } from './+types/resources.score-calculator'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.meta.title, description: content.meta.description })

export function loader({ request }: Route.LoaderArgs) {
	return parseScoreCalculator(new URL(request.url).searchParams)
}

const sectionLabels: Record<string, string> = {
	rw: 'Reading & Writing',
	math: 'Math',
	english: 'English',
	reading: 'Reading',
	science: 'Science',
}


export default function ScoreCalculatorPage({ loaderData }: Route.ComponentProps) {
	const state = loaderData as ScoreCalculatorState
	const { search } = useLocation()
	return (
		<>
			<PageHero eyebrow={content.hero.eyebrow} title={content.hero.title} description={content.hero.description} />

			<Section id="convert" title={content.converter.title} intro={content.converter.intro}>
				<ConverterForm state={state} formKey={search} />
			</Section>

			<Section id="sat-superscore" title={content.satSuper.title} intro={content.satSuper.intro} muted>
				<SuperscoreForm test="sat" state={state} formKey={search} />
			</Section>

			<Section id="act-superscore" title={content.actSuper.title} intro={content.actSuper.intro}>
				<SuperscoreForm test="act" state={state} formKey={search} />
			</Section>

			<Section id="table" title="The 2018 ACT/SAT concordance table" muted>
				<Table containerClassName="rounded-xl border bg-background" label="ACT composite scores and their concordant SAT total scores" className="text-left">
					<TableCaption variant="sr-only">ACT composite scores and their concordant SAT total scores</TableCaption>
					<TableHeader className="bg-muted">
						<TableRow>
							<TableHead scope="col" className="px-4 py-2 font-semibold">
								ACT composite
							</TableHead>
							<TableHead scope="col" className="px-4 py-2 font-semibold">
								Concordant SAT total
							</TableHead>
						</TableRow>
					</TableHeader>
					<TableBody>
						{ACT_TO_SAT.map((row) => (
							<TableRow key={row.act} className="border-t">
								<TableHead scope="row" className="px-4 py-1.5 font-medium">
									{row.act}
								</TableHead>
								<TableCell className="px-4 py-1.5">{row.act === 36 ? `${row.sat} (range 1570–1600)` : row.sat}</TableCell>
							</TableRow>
						))}
					</TableBody>
				</Table>
				<p className="mt-4 text-sm text-muted-foreground">{content.source}</p>
			</Section>

			<Section id="tips" title={content.tips.title}>
				<FeatureGrid items={[...content.tips.items]} />
			</Section>

			<RelatedTools items={content.related} muted />

			<CtaBand title={content.cta.title} text={content.cta.text} href="/signup?source=resources-score-calculator" label={content.cta.label} />
		</>
	)
}

function ConverterForm({ state, formKey }: { state: ScoreCalculatorState; formKey: string }) {
	const mine = state.tool === 'convert' ? state : null
	const from = mine?.values.from ?? 'sat'
	return (
		<div className="grid gap-6 md:grid-cols-2">
			<Form method="get" key={formKey} action="#convert" className={cardVariants({ padding: 'md', className: 'flex flex-col gap-4' })} noValidate>
				<input type="hidden" name="tool" value="convert" />
				<RadioGroup legend="I have a score from the" className="flex flex-col gap-2">
					<div className="flex flex-wrap gap-4">
						<label className="flex items-center gap-2">
							<Radio name="from" value="sat" defaultChecked={from === 'sat'} /> SAT (total 400–1600)
						</label>
						<label className="flex items-center gap-2">
							<Radio name="from" value="act" defaultChecked={from === 'act'} /> ACT (composite 1–36)
						</label>
					</div>
				</RadioGroup>
				<Field
					label="Your score"
					hint="SAT totals go up in steps of 10."
					inputProps={{ name: 'score', inputMode: 'numeric', defaultValue: mine?.values.score ?? '', autoComplete: 'off' }}
					errors={mine?.errors.score}
				/>
				<Button type="submit" className="self-start">
					Convert
				</Button>
			</Form>
			<div aria-live="polite" className="flex flex-col gap-3">
				{mine?.result ? (
					<Card tone="brand" padding="md">
						{mine.result.from === 'sat' ? (
							<p className="text-lg">
								SAT {mine.result.sat} ≈ <strong className="text-2xl">ACT {mine.result.act}{mine.result.belowTable ? ' or lower' : ''}</strong>
							</p>
						) : mine.result.sat === null ? (
							<p className="text-lg">ACT {mine.result.act}: no concordant SAT score.</p>
						) : (
							<p className="text-lg">
								ACT {mine.result.act} ≈ <strong className="text-2xl">SAT {mine.result.sat}</strong>
								{mine.result.act === 36 ? ' (range 1570–1600)' : null}
							</p>
						)}
						<p className="mt-2 text-sm text-muted-foreground">
							<strong>Estimate.</strong> {content.converter.estimateNote}
						</p>
						{mine.result.from === 'sat' && mine.result.belowTable ? <p className="mt-2 text-sm">{content.converter.belowTable}</p> : null}
						{mine.result.from === 'act' && mine.result.sat === null ? <p className="mt-2 text-sm">{content.converter.actBelowTable}</p> : null}
					</Card>
				) : (
					<p className="text-sm text-muted-foreground">Your converted score will appear here. {content.converter.estimateNote}</p>
				)}
			</div>
		</div>
	)
}

function SuperscoreForm({ test, state, formKey }: { test: 'sat' | 'act'; state: ScoreCalculatorState; formKey: string }) {
	const tool = test === 'sat' ? 'sat-super' : 'act-super'
	const mine = state.tool === tool ? state : null
	const fields = test === 'sat' ? SAT_FIELDS : ACT_FIELDS
	const hasFieldErrors = mine ? Object.keys(mine.errors).some((key) => key !== 'form') : false
	const anchor = test === 'sat' ? '#sat-superscore' : '#act-superscore'
	return (
		<Form method="get" key={formKey} action={anchor} className="flex flex-col gap-5" noValidate>
			<input type="hidden" name="tool" value={tool} />
			{hasFieldErrors ? <FormMessage>Some scores need fixing — see the messages under each field.</FormMessage> : null}
			<ErrorList errors={mine?.errors.form} />
			<div className="grid gap-4 sm:grid-cols-2">
				{Array.from({ length: MAX_SITTINGS }, (_, index) => index + 1).map((sitting) => (
					<fieldset key={sitting} className={cardVariants({ padding: 'sm' })}>
						<legend className="px-1 text-sm font-semibold">
							{test.toUpperCase()} sitting {sitting}
							{sitting > 1 ? ' (optional)' : ''}
						</legend>
						<div className="grid grid-cols-2 gap-3">
							{fields.map((section) => {
								const name = sittingField(test, sitting, section)
								return (
									<Field
										key={name}
										label={sectionLabels[section] ?? section}
										inputProps={{
											id: name,
											name,
											inputMode: 'numeric',
											placeholder: test === 'sat' ? '200–800' : '1–36',
											defaultValue: mine?.values[name] ?? '',
											autoComplete: 'off',
										}}
										errors={mine?.errors[name]}
									/>
								)
							})}
						</div>
					</fieldset>
				))}
			</div>
			<Button type="submit" className="self-start">
				Calculate {test.toUpperCase()} superscore
			</Button>
			<div aria-live="polite">
				{mine?.tool === 'sat-super' && mine.result ? (
					<Card tone="brand" padding="md">
						<p className="text-lg">
							Estimated SAT superscore: <strong className="text-2xl">{mine.result.total}</strong>
						</p>
						<p className="mt-1 text-sm text-muted-foreground">
							Best Reading & Writing {mine.result.rw} + best Math {mine.result.math}. Estimate only — each college applies its own policy.
						</p>
					</Card>
				) : null}
				{mine?.tool === 'act-super' && mine.result ? (
					<Card tone="brand" padding="md">
						<p className="text-lg">
							Estimated ACT superscore: <strong className="text-2xl">{mine.result.composite}</strong>
						</p>
						<p className="mt-1 text-sm text-muted-foreground">
							Average of English {mine.result.english}, Math {mine.result.math}, Reading {mine.result.reading} and Science {mine.result.science}
							, rounded half up. Estimate only — each college applies its own policy.
						</p>
					</Card>
				) : null}
			</div>
		</Form>
	)
}
