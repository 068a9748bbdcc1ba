import { Link } from 'react-router'
import { Checklist, CtaBand, PageHero, Section } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { trialLine } from '#app/features/billing/price-copy'
import { gradePlans } from '#app/features/grades/grade-plans'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { cn } from '#app/lib/cn'
import type { Route } from './+types/grades.index'

const keyDates = [
	'PSAT/NMSQT: typically in October. The 11th-grade test is the one that counts for National Merit.',
	'AP exams: in May, every year you take an AP class.',
	'Common App: typically opens August 1 before senior year.',
	'FAFSA: opens about October 1 of senior year; the CSS Profile opens October 1.',
	'Early action and early decision: deadlines typically November 1 or 15.',
	'Regular decision: deadlines typically between January 1 and 15.',
	'National College Decision Day: May 1 at most colleges.',
]

export function loader({ context }: Route.LoaderArgs) {
	// Each year's card, not its whole month-by-month plan, which the browser would otherwise download.
	const grades = gradePlans.map((plan) => ({
		slug: plan.slug,
		name: plan.name,
		tagline: plan.tagline,
		focus: plan.focusAreas.map((area) => area.title),
	}))
	return { grades, trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function GradesIndexRoute({ loaderData }: Route.ComponentProps) {
	const { grades, trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="Grade by grade"
				title="A college-prep plan for every year of high school"
				description="What to focus on in 9th, 10th, 11th and 12th grade, with a month-by-month plan from August to July. Pick your year to see what matters now and what can wait."
			/>

			<Section id="grades" title="Choose your year">
				<ul className="grid gap-5 sm:grid-cols-2">
					{grades.map((grade) => (
						<li key={grade.slug}>
							<GradeCard {...grade} />
						</li>
					))}
				</ul>
			</Section>

			<Section
				id="key-dates"
				title="The dates that shape all four years"
				intro="Exact dates vary by school, test and college, so check each one. These are the usual ones."
				muted
			>
				<Checklist items={keyDates} />
			</Section>

			<Section
				id="start"
				title="Not sure where to start?"
				intro="Answer a few quick questions and we will point you to the steps that matter most for where you are right now."
			>
				<Link to="/quiz" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Take the quiz
				</Link>
			</Section>

			<CtaBand
				title="Turn your year into a plan you can follow"
				text="Northstar turns these steps into your own tasks and deadlines, with reminders and daily micro-tasks of one to three items that take 15 minutes or less."
				href="/signup?source=grades"
				label="Start your plan"
				note={trialLine(trialDays)}
			/>
		</>
	)
}

function GradeCard({ slug, name, tagline, focus }: { slug: string; name: string; tagline: string; focus: string[] }) {
	return (
		<article className={cardVariants({ padding: 'md', className: 'flex h-full flex-col' })}>
			<h3 className="text-xl font-bold">
				<Link to={`/grades/${slug}`} className="hover:text-brand hover:underline">
					{name}
				</Link>
			</h3>
			<p className="mt-2 text-muted-foreground">{tagline}</p>
			<h4 className="mt-4 text-sm font-semibold">Focus this year</h4>
			<ul className="mt-2 flex flex-wrap gap-2">
				{focus.map((title) => (
					<li key={title} className="rounded-full bg-muted px-3 py-1 text-xs">
						{title}
					</li>
				))}
			</ul>
			<Link
				to={`/grades/${slug}`}
				aria-label={`See the ${name} plan`}
				className={cn(buttonVariants({ variant: 'outline' }), 'mt-5 self-start')}
			>
				See the plan
			</Link>
		</article>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'College prep by grade: 9th to 12th',
		description:
			'A month-by-month college-prep plan for each year of high school, from building study habits in 9th grade to applications and financial aid in 12th.',
	})
