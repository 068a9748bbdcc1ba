import { Link } from 'react-router'
import { Checklist, CtaBand, FeatureGrid, PageHero, Section } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { trialLine } from '#app/features/billing/price-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/landing.senior-emergency'

// /landing/senior-emergency: a triage plan for seniors who have not started
// by the fall — the next 2 weeks, then the next 6.

const SIGNUP_HREF = '/signup?source=senior-emergency'

const linkClass = 'font-medium text-brand underline underline-offset-4'

const stillAhead = [
	{
		title: 'Regular Decision',
		text: 'Typically January 1–15. That is still months of work time if you start this week.',
	},
	{
		title: 'Early Action and Early Decision',
		text: 'Typically November 1 or 15. Tight, but possible for a college or two if you move now.',
	},
	{
		title: 'Financial aid',
		text: 'The FAFSA opens about October 1 and the CSS Profile on October 1 — right on time for this plan.',
	},
]

const firstTwoWeeks = [
	{
		title: 'Finalize a balanced list',
		text: (
			<>
				A few reach, several target and at least two safety schools you would be glad to attend and can afford. Note
				each college’s deadlines and which application it takes. The free{' '}
				<Link to="/tools/college-match" className={linkClass}>
					college match
				</Link>{' '}
				and{' '}
				<Link to="/tools/cost-calculator" className={linkClass}>
					cost calculator
				</Link>{' '}
				tools help.
			</>
		),
	},
	{
		title: 'Request recommendations now',
		text: 'Ask your counselor and the teachers you need this week, in person if you can. Give them a one-page note about you and your earliest deadline. Late asks are the hardest thing to fix later.',
	},
	{
		title: 'Open your Common App account',
		text: (
			<>
				Fill in the sections that need no writing: Profile, Family, Education, Testing and Activities. They take
				evenings, not inspiration. See the{' '}
				<Link to="/common-app" className={linkClass}>
					Common App guide
				</Link>
				.
			</>
		),
	},
	{
		title: 'Start the main essay',
		text: 'Pick the story first, then the prompt. Write a rough draft of up to 650 words — messy is fine. A draft you can fix beats a perfect opening you keep rewriting.',
	},
	{
		title: 'Sort out testing',
		text: 'Check each college’s test policy. If one requires scores you do not have, register for the next available SAT or ACT date now; if not, decide per college whether to send scores.',
	},
	{
		title: 'Set up financial aid logins',
		text: 'Student and parent each create a StudentAid.gov account for the FAFSA, and check which colleges on the list also require the CSS Profile.',
	},
]

const nextSixWeeks = [
	{
		title: 'Decide on Early Action or Early Decision',
		text: 'Early Decision is binding: apply only to a clear first choice, and only after checking the cost with the college’s net price calculator. Early Action is not binding and usually a safe way to hear back sooner.',
	},
	{
		title: 'Finish the main essay',
		text: 'Revise in short sessions: cut summary, keep scenes, end on what you understand now. Ask one trusted reader what they learned about you.',
	},
	{
		title: 'Write supplements for early colleges first',
		text: 'Do the supplements for your November deadlines before anything else. Regular Decision essays come next.',
	},
	{
		title: 'File the FAFSA and CSS Profile in October',
		text: 'Both open around October 1. Some colleges set aid deadlines alongside their early deadlines, so file early even if you apply Regular Decision.',
	},
	{
		title: 'Submit early applications before the deadline',
		text: 'Aim a few days ahead of November 1 or 15. Pay the fee or apply a fee waiver, send any required test scores, and confirm your counselor has sent the transcript.',
	},
	{
		title: 'Open every applicant portal',
		text: 'Colleges email portal logins after you apply. Log in, and check for missing documents each week.',
	},
]

const canWait = [
	'Regular Decision supplements — until early applications are in.',
	'Outside scholarships with winter or spring deadlines — note them in the plan, then come back after November.',
	'Campus visits: a virtual tour and an info session will do for now; visit after you are admitted.',
	'Comparing offers and aid packages — that is a spring job, with May 1 as the usual decision day.',
]

const northstarHelps = [
	{
		title: 'A compressed plan from today',
		text: 'Add your colleges and Northstar lays out every deadline, essay and document between now and January.',
	},
	{
		title: 'One to three tasks a day',
		text: 'Daily micro-tasks of 15 minutes or less keep you moving without an all-weekend panic.',
	},
	{
		title: 'Reminders for student and parents',
		text: 'Both of you hear about a deadline before it arrives, so nobody is caught out the night before.',
	},
	{
		title: 'A plan that keeps up',
		text: 'The assistant keeps the plan current as you add colleges, switch to Early Action or fall behind a day.',
	},
]

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function SeniorEmergencyRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="Senior year triage"
				title="It’s fall of senior year and nothing’s started"
				description="Take a breath. Most deadlines are still ahead of you. Here is what to do in the next 2 weeks and the next 6, in the order that matters — and what can safely wait."
			>
				<Link to={SIGNUP_HREF} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Build my catch-up plan
				</Link>
				<a href="#two-weeks" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					See the 2-week plan
				</a>
				<p className="w-full text-sm text-muted-foreground" data-testid="trial-line">
					{trialLine(trialDays)}
				</p>
			</PageHero>

			<Section id="still-ahead" title="What is still ahead" intro="Dates vary by college; these are the typical ones." muted>
				<FeatureGrid items={stillAhead} />
			</Section>

			<Section
				id="two-weeks"
				title="The next 2 weeks: lay the foundation"
				intro="These six things unblock everything else. Other people need lead time — your recommenders, your counselor — so their asks come first."
			>
				<NumberedList items={firstTwoWeeks} />
			</Section>

			<Section
				id="six-weeks"
				title="The next 6 weeks: early choices, essays and aid"
				intro="With the foundation in place, this stretch takes you through October and the early deadlines."
				muted
			>
				<NumberedList items={nextSixWeeks} start={firstTwoWeeks.length + 1} />
			</Section>

			<Section id="can-wait" title="What can wait">
				<Checklist items={canWait} />
			</Section>

			<Section id="northstar" title="How Northstar gets you caught up" muted>
				<FeatureGrid items={northstarHelps} columns={2} />
			</Section>

			<CtaBand
				title="Start catching up today"
				text="Tell Northstar where things stand, add your colleges, and start with today’s first small tasks."
				href={SIGNUP_HREF}
				label="Start my plan free"
				note={trialLine(trialDays)}
			/>
		</>
	)
}

function NumberedList({ items, start = 1 }: { items: Array<{ title: string; text: React.ReactNode }>; start?: number }) {
	return (
		<ol start={start} className="grid gap-4 md:grid-cols-2">
			{items.map((item, index) => (
				<li key={item.title} className={cardVariants({ padding: 'md', className: 'flex gap-4' })}>
					<span
						aria-hidden="true"
						className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground"
					>
						{start + index}
					</span>
					<div>
						<h3 className="font-semibold">{item.title}</h3>
						<div className="mt-1 text-sm text-muted-foreground">{item.text}</div>
					</div>
				</li>
			))}
		</ol>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Senior year and nothing started? A 2-week and 6-week plan',
		description:
			'A triage plan for seniors who have not started college applications: finalize a balanced list, request recommendations, open the Common App, draft the essay, choose EA or ED and file the FAFSA and CSS Profile.',
	})
