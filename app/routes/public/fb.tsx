import { Link } from 'react-router'
import { Checklist, CtaBand, PageHero, Section, Steps } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { trialLine } from '#app/features/billing/price-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/fb'

// Paid-social landing page for parents (DECISIONS.md): one message, one action.

const SIGNUP = '/signup?source=fb'

const benefits = [
	<>
		<strong>Every deadline in one list</strong>, with reminders to you and your student before each one.
	</>,
	<>
		<strong>Small steps, not big fights:</strong> 1 to 3 tasks a day, each 15 minutes or less.
	</>,
	<>
		<strong>The college list, sorted</strong> into reach, target and safety schools, with costs beside each one.
	</>,
	<>
		<strong>Applications, essays and documents</strong> tracked, with Common App and Coalition help.
	</>,
	<>
		<strong>Money made clear:</strong> FAFSA and CSS Profile steps, scholarships and aid offers side by side.
	</>,
	<>
		<strong>You see progress without nagging</strong>, and you decide who else sees what.
	</>,
]

const steps = [
	{ title: 'Sign up', text: 'Your name and email. We send a code, so there is no password to remember.' },
	{ title: 'Tell us about your student', text: 'Graduation year and a few optional details about their goals.' },
	{ title: 'See this week’s plan', text: 'Invite your student (13 or older) and follow along from your own login.' },
]

const thisWeek = [
	{ task: 'Ask two teachers about recommendations', meta: 'Student · 10 min' },
	{ task: 'Add three colleges to the list', meta: 'Student · 15 min' },
	{ task: 'Create a StudentAid.gov account', meta: 'Parent · 10 min' },
]

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function FbRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="For parents of high schoolers"
				title="The whole college plan in one place"
				description="Deadlines, the college list, applications, essays, documents and financial aid, in one plan you and your student share. No more piecing it together from emails, portals and sticky notes."
			>
				<Link to={SIGNUP} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Start your free trial
				</Link>
			</PageHero>
			<p className="-mt-4 px-4 text-center text-sm text-muted-foreground">{trialLine(trialDays)}</p>

			<Section id="benefits" title="What changes when the plan is in one place">
				<div className="grid items-start gap-8 md:grid-cols-2">
					<Checklist items={benefits} />
					<ThisWeekPanel />
				</div>
			</Section>

			<Section id="how" title="Set up in minutes" muted>
				<Steps items={steps} />
			</Section>

			<CtaBand
				title="Put the whole plan in one place"
				text="For families with a student in grades 9–12. Each student has their own plan and subscription."
				href={SIGNUP}
				label="Start your free trial"
				note={trialLine(trialDays)}
			/>
		</>
	)
}

function ThisWeekPanel() {
	return (
		<figure className="rounded-2xl border bg-background p-5 shadow-sm">
			<figcaption className="text-sm text-muted-foreground">An example of a week in the plan</figcaption>
			<div className="mt-3 flex items-center justify-between">
				<p className="font-semibold">This week</p>
				<span className="rounded-full bg-brand/10 px-2.5 py-0.5 text-xs font-medium text-brand">3 tasks</span>
			</div>
			<ul className="mt-3 flex flex-col gap-2">
				{thisWeek.map((item) => (
					<li key={item.task} className="flex items-start gap-3 rounded-lg border p-3">
						<span aria-hidden="true" className="mt-0.5 size-4 shrink-0 rounded border-2 border-brand" />
						<span>
							<span className="block text-sm font-medium">{item.task}</span>
							<span className="block text-xs text-muted-foreground">{item.meta}</span>
						</span>
					</li>
				))}
			</ul>
			<p className="mt-3 rounded-lg bg-muted px-3 py-2 text-xs text-muted-foreground">
				Next deadline: Early Action, typically November 1 or 15
			</p>
		</figure>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'The whole college plan in one place',
		description:
			'For parents of high schoolers: deadlines, the college list, applications, essays, documents and financial aid in one shared plan with reminders. Start with a free trial.',
		noindex: true,
	})
