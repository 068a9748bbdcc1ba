import { data, Link } from 'react-router'
import { CtaBand, FeatureGrid, PageHero, Section } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { trialLine } from '#app/features/billing/price-copy'
import { adjacentGrades, getGradePlan, type GradePlan, type MonthPlan, type ResourceLink } from '#app/features/grades/grade-plans'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { HtmlSentOnce } from '#app/lib/html-sent-once'
import { renderHtmlOnce } from '#app/lib/html-sent-once.server'
import type { Route } from './+types/grades.$grade'

export function loader({ params, context }: Route.LoaderArgs) {
	const plan = getGradePlan(params.grade)
	if (!plan) throw data(null, { status: 404 })
	// The neighbours' names only: the browser is sent this grade's plan, not all four.
	const { previous, next } = adjacentGrades(plan.slug)
	const gradeLink = (neighbour: typeof previous) => (neighbour ? { slug: neighbour.slug, name: neighbour.name } : null)
	return {
		plan: { slug: plan.slug, name: plan.name, tagline: plan.tagline },
		// The year's plan is text and links only: rendered here, and a whole document carries it once,
		// as HTML, not again as data (decision 057).
		body: renderHtmlOnce(context, PLAN_ID, <YearPlan plan={plan} />),
		previous: gradeLink(previous),
		next: gradeLink(next),
		trialDays: getAppContext(context).env.TRIAL_DAYS,
	}
}

const PLAN_ID = 'grade-plan'

type GradeLink = Route.ComponentProps['loaderData']['previous']

export default function GradeRoute({ loaderData }: Route.ComponentProps) {
	const { plan, body, previous, next, trialDays } = loaderData
	const signupHref = `/signup?source=grades-${plan.slug}`
	return (
		<>
			<PageHero eyebrow="Grade-by-grade plan" title={`Your ${plan.name} college-prep plan`} description={plan.tagline}>
				<Link to={signupHref} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Start your {plan.name} plan
				</Link>
				<Link to="/grades" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					All grades
				</Link>
			</PageHero>

			<HtmlSentOnce key={plan.slug} id={PLAN_ID} html={body} />

			<CtaBand
				title={`Make ${plan.name} a plan you can follow`}
				text="Northstar turns this year into your own tasks and deadlines, with reminders and daily micro-tasks of one to three items that take 15 minutes or less. Families can follow along in the family view."
				href={signupHref}
				label="Start your plan"
				note={trialLine(trialDays)}
			/>

			<GradeNav previous={previous} next={next} />
		</>
	)
}

/** Rendered by the loader only, outside the router: its links are plain anchors. */
function YearPlan({ plan }: { plan: GradePlan }) {
	return (
		<>
			<Section id="overview" title={`${plan.name} at a glance`}>
				<p className="max-w-3xl text-lg text-pretty">{plan.overview}</p>
			</Section>

			<Section id="focus" title="Focus areas this year" muted>
				<FeatureGrid items={plan.focusAreas} columns={2} />
			</Section>

			<Section
				id="months"
				title="Month by month, August to July"
				intro="Dates vary by school and college, so check yours. Each month lists a few concrete steps."
			>
				<MonthTimeline months={plan.months} />
			</Section>

			<Section id="resources" title="Tools and resources for this year" muted>
				<ResourceList resources={plan.resources} />
			</Section>
		</>
	)
}

function MonthTimeline({ months }: { months: MonthPlan[] }) {
	return (
		<ol className="relative flex flex-col gap-6 border-l-2 border-border pl-6">
			{months.map(({ month, tasks }) => (
				<li key={month} className="relative">
					<span aria-hidden="true" className="absolute top-1.5 -left-[31px] size-3 rounded-full bg-brand" />
					<h3 className="text-lg font-semibold">{month}</h3>
					<ul className="mt-2 flex flex-col gap-2">
						{tasks.map((task) => (
							<li key={task.text} className="text-pretty">
								{task.text}
								{task.link ? (
									<>
										{' '}
										<a href={task.link.href} className="font-medium whitespace-nowrap text-brand underline-offset-4 hover:underline">
											{task.link.label}
										</a>
									</>
								) : null}
							</li>
						))}
					</ul>
				</li>
			))}
		</ol>
	)
}

function ResourceList({ resources }: { resources: ResourceLink[] }) {
	return (
		<ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
			{resources.map((resource) => (
				<li key={resource.href} className={cardVariants({ padding: 'md' })}>
					<a href={resource.href} className="font-semibold text-brand underline-offset-4 hover:underline">
						{resource.label}
					</a>
					<p className="mt-1 text-sm text-muted-foreground">{resource.description}</p>
				</li>
			))}
		</ul>
	)
}

function GradeNav({ previous, next }: { previous: GradeLink; next: GradeLink }) {
	return (
		<nav aria-label="Other grades" className="mx-auto mb-12 max-w-5xl px-4">
			<ul className="flex flex-col gap-3 sm:flex-row sm:justify-between">
				<li>
					{previous ? (
						<Link to={`/grades/${previous.slug}`} className={buttonVariants({ variant: 'outline' })}>
							<span aria-hidden="true">←</span> {previous.name}
						</Link>
					) : (
						<Link to="/grades" className={buttonVariants({ variant: 'outline' })}>
							<span aria-hidden="true">←</span> All grades
						</Link>
					)}
				</li>
				<li>
					{next ? (
						<Link to={`/grades/${next.slug}`} className={buttonVariants({ variant: 'outline' })}>
							{next.name} <span aria-hidden="true">→</span>
						</Link>
					) : (
						<Link to="/grades" className={buttonVariants({ variant: 'outline' })}>
							All grades <span aria-hidden="true">→</span>
						</Link>
					)}
				</li>
			</ul>
		</nav>
	)
}

export const meta: Route.MetaFunction = (args) => {
	const plan = args.loaderData?.plan
	return pageMeta(
		args,
		plan
			? {
					title: `${plan.name} college-prep plan, month by month`,
					description: `What to do in ${plan.name.toLowerCase()}: ${plan.tagline} A month-by-month plan from August to July with tools and resources.`,
				}
			: { title: 'Grade not found', description: 'We have plans for 9th, 10th, 11th and 12th grade.', noindex: true },
	)
}
