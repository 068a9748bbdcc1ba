import { Form, Link } from 'react-router'
import { FormMessage, inputClassName } from '#app/components/form-controls'
import { ErrorList } from '#app/components/forms'
import { PageHero } from '#app/components/marketing'
import { Button, buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Select } from '#app/components/ui/select'
import { FIT_RULE } from '#app/features/colleges/fit'
import { incomeBrackets, regionLabels } from '#app/features/colleges/match'
import { MatchAnswersSchema } from '#app/features/colleges/match-answers'
import { findCollegeMatches } from '#app/features/colleges/match.server'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { cn } from '#app/lib/cn'
import type { Route } from './+types/tools.college-match'

// /tools/college-match: ten questions, ranked matches from the College
// Scorecard catalog with reach/target/safety and why each matched. A GET
// form, so it works before (and without) JavaScript.

const majorLabels = {
	undecided: 'Undecided',
	stem: 'Science, technology, engineering, math',
	health: 'Health and nursing',
	business: 'Business',
	humanities: 'Humanities',
	arts: 'Arts and design',
	'social-sciences': 'Social sciences',
	education: 'Education',
} as const

export async function loader({ request, context }: Route.LoaderArgs) {
	const params = new URL(request.url).searchParams
	const values = Object.fromEntries([...params].filter(([key]) => key !== 'submitted'))
	if (!params.has('submitted')) return { values, errors: null, matches: null, major: null }
	const parsed = MatchAnswersSchema.safeParse(values)
	if (!parsed.success) {
		const errors: Record<string, string[]> = {}
		for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message)
		return { values, errors, matches: null, major: null }
	}
	const matches = await findCollegeMatches(getAppContext(context), parsed.data)
	return { values, errors: null, matches, major: parsed.data.major }
}

const fitStyles = {
	reach: 'bg-destructive/10 text-destructive',
	target: 'bg-brand/10 text-brand',
	safety: 'bg-accent/30 text-accent-foreground',
} as const

export default function CollegeMatchRoute({ loaderData }: Route.ComponentProps) {
	const { values, errors, matches, major } = loaderData
	const value = (name: string, fallback = '') => (values as Record<string, string>)[name] ?? fallback
	return (
		<>
			<PageHero
				eyebrow="Free tool"
				title="College Match Quiz"
				description="Ten quick questions. We compare your answers with the U.S. Department of Education’s College Scorecard and sort the matches into reach, target and safety."
			/>
			<div className="mx-auto grid max-w-6xl gap-8 px-4 pb-16 lg:grid-cols-[22rem_1fr]">
				<Form method="get" className={cardVariants({ padding: 'md', className: 'flex h-fit flex-col gap-4' })} aria-label="College match questions">
					<input type="hidden" name="submitted" value="1" />
					<Question label="1. Your GPA (unweighted, optional)" name="gpa" errors={errors?.gpa}>
						<input id="q-gpa" name="gpa" type="number" step="0.01" min="0" max="5" defaultValue={value('gpa')} className={inputClassName} />
					</Question>
					<div className="grid grid-cols-2 gap-3">
						<Question label="2. SAT (optional)" name="sat" errors={errors?.sat}>
							<input id="q-sat" name="sat" type="number" min="400" max="1600" step="10" defaultValue={value('sat')} className={inputClassName} />
						</Question>
						<Question label="ACT (optional)" name="act" errors={errors?.act}>
							<input id="q-act" name="act" type="number" min="1" max="36" defaultValue={value('act')} className={inputClassName} />
						</Question>
					</div>
					<p className="-mt-2 text-xs text-muted-foreground">Test-optional? Leave both blank: your GPA and each college’s admission rate decide the fit.</p>
					<QuestionSelect label="3. Intended major area" name="major" value={value('major', 'undecided')} options={majorLabels} />
					<Question label="4. Home state" name="homeState" errors={errors?.homeState}>
						<input id="q-homeState" name="homeState" maxLength={2} placeholder="OR" defaultValue={value('homeState')} className={inputClassName} />
					</Question>
					<QuestionSelect label="5. How far from home?" name="distance" value={value('distance', 'anywhere')} options={{ anywhere: 'Anywhere', region: 'My region', 'in-state': 'In my state' }} />
					<QuestionSelect label="6. Region (when distance is “anywhere”)" name="region" value={value('region', 'any')} options={{ any: 'Any region', ...regionLabels }} />
					<QuestionSelect label="7. Size" name="size" value={value('size', 'any')} options={{ any: 'Any size', small: 'Small (under 5,000)', medium: 'Medium (5,000–15,000)', large: 'Large (over 15,000)' }} />
					<QuestionSelect label="8. Setting" name="setting" value={value('setting', 'any')} options={{ any: 'Any setting', city: 'City', suburb: 'Suburb', town: 'Town', rural: 'Rural' }} />
					<QuestionSelect label="9. Public or private" name="control" value={value('control', 'any')} options={{ any: 'Either', public: 'Public', private: 'Private' }} />
					<QuestionSelect label="10. Family income" name="income" value={value('income', '48-75')} options={incomeBrackets} />
					<Question label="Yearly budget after aid (optional)" name="budget" errors={errors?.budget}>
						<input id="q-budget" name="budget" type="number" min="0" max="100000" step="500" defaultValue={value('budget')} className={inputClassName} />
					</Question>
					<Button type="submit" variant="brand" size="lg">
						Show my matches
					</Button>
				</Form>

				<section aria-labelledby="results-heading" className="flex flex-col gap-4">
					<h2 id="results-heading" className="text-xl font-semibold">
						{matches ? `${matches.length} matches` : 'Your matches'}
					</h2>
					{errors ? <FormMessage>Check the answers marked in the form.</FormMessage> : null}
					{matches === null && !errors ? (
						<p className="text-muted-foreground">Answer the questions and press “Show my matches”.</p>
					) : null}
					{matches?.length === 0 ? (
						<FormMessage tone="info">No colleges match all of those answers. Try a wider region, size or budget.</FormMessage>
					) : null}
					{major && major !== 'undecided' ? (
						<p className="text-sm text-muted-foreground">
							The Scorecard catalog doesn’t list programs, so check each college’s {majorLabels[major].toLowerCase()} offerings on its website.
						</p>
					) : null}
					{matches?.length ? (
						<ol className="flex flex-col gap-3" data-testid="matches">
							{matches.map((match) => (
								<li key={match.id} className={cardVariants({ padding: 'sm' })}>
									<div className="flex flex-wrap items-center justify-between gap-2">
										<h3 className="font-semibold">{match.name}</h3>
										<span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize', fitStyles[match.fit])}>{match.fit}</span>
									</div>
									<p className="text-sm text-muted-foreground">{match.place}</p>
									<ul className="mt-2 list-inside list-disc text-sm">
										{match.reasons.map((reason) => (
											<li key={reason}>{reason}</li>
										))}
									</ul>
								</li>
							))}
						</ol>
					) : null}
					{matches?.length ? (
						<Link to="/signup?source=college-match" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
							Save a college list: create your account
						</Link>
					) : null}
					<section aria-labelledby="rule-heading" className="mt-4 rounded-xl bg-muted p-5">
						<h2 id="rule-heading" className="font-semibold">
							How we sort reach, target and safety
						</h2>
						<ul className="mt-2 list-inside list-disc text-sm text-muted-foreground">
							{FIT_RULE.map((rule) => (
								<li key={rule}>{rule}</li>
							))}
						</ul>
						<p className="mt-2 text-xs text-muted-foreground">
							No chance percentages: admissions weigh far more than numbers. Data: U.S. Department of Education, College Scorecard.
						</p>
					</section>
				</section>
			</div>
		</>
	)
}

function Question({ label, name, errors, children }: { label: string; name: string; errors?: string[]; children: React.ReactNode }) {
	return (
		<div className="flex flex-col gap-1.5">
			<label htmlFor={`q-${name}`} className="text-sm font-medium">
				{label}
			</label>
			{children}
			<ErrorList errors={errors} />
		</div>
	)
}

function QuestionSelect({ label, name, value, options }: { label: string; name: string; value: string; options: Record<string, string> }) {
	return (
		<Question label={label} name={name}>
			<Select id={`q-${name}`} name={name} defaultValue={value}>
				{Object.entries(options).map(([optionValue, optionLabel]) => (
					<option key={optionValue} value={optionValue}>
						{optionLabel}
					</option>
				))}
			</Select>
		</Question>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'College Match Quiz',
		description: 'Ten questions, matches from the College Scorecard catalog, sorted into reach, target and safety with the reasons.',
	})
