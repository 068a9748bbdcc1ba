import { Link } from 'react-router'
import { CtaBand, FeatureGrid, PageHero, Section, Steps } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/landing.adhd-support'

// /landing/adhd-support: the short paid-traffic version of /adhd-support.

const SIGNUP_HREF = '/signup?source=landing-adhd-support'

const features = [
	{
		title: '1 to 3 tasks a day',
		text: 'Each one 15 minutes or less. Small enough to start, clear enough to finish.',
	},
	{
		title: 'Reminders before deadlines',
		text: 'For the student and for parents, ahead of time — so nobody has to be the family alarm clock.',
	},
	{
		title: 'A plan you can see',
		text: 'Every deadline in order, in one place, from the college list to the FAFSA.',
	},
	{
		title: 'Essays in small steps',
		text: 'Brainstorm, choose, talk it out, draft, cut, polish — one sitting at a time.',
	},
	{
		title: 'A plan that catches up',
		text: 'Missed a few days? The assistant keeps the plan current instead of piling up overdue tasks.',
	},
	{
		title: 'Parents in the loop, not in charge',
		text: 'Parents follow along in the family view and decide, with their student, who sees what.',
	},
]

const steps = [
	{ title: 'Set up together', text: 'Sign up, tell Northstar where your student is in high school, and it builds the plan.' },
	{ title: 'Do today’s tasks', text: 'Open the app to 1 to 3 short tasks. Do them, check them off, done for the day.' },
	{ title: 'Check in once a week', text: 'A short, predictable look at the plan replaces daily “did you do it yet?” questions.' },
]

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function LandingAdhdSupportRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	const trial = `Free ${trialDays}-day trial • Cancel anytime`
	return (
		<>
			<PageHero
				eyebrow="For students with ADHD and their families"
				title="College prep in 15-minute steps"
				description="Big deadlines, broken into a few small tasks a day, with reminders for students and parents. Built for students who find it hard to start — and the parents who are tired of asking."
			>
				<Link to={SIGNUP_HREF} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Start your free trial
				</Link>
				<p className="w-full text-sm text-muted-foreground">{trial}</p>
			</PageHero>

			<Section id="features" title="What makes it work" muted>
				<FeatureGrid items={features} />
			</Section>

			<Section id="how-it-works" title="How it works">
				<Steps items={steps} />
				<p className="mt-6 text-sm">
					Strategies, testing accommodations and a guide for parents:{' '}
					<Link to="/adhd-support" className="font-medium text-brand underline underline-offset-4">
						read the full ADHD support guide
					</Link>
					.
				</p>
			</Section>

			<CtaBand
				title="Start with one small step"
				text="Today’s tasks are ready as soon as the plan is. Try it with your student."
				href={SIGNUP_HREF}
				label="Try Northstar free"
				note={trial}
			/>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'ADHD college prep in 15-minute steps',
		description:
			'College prep for students with ADHD: 1 to 3 tasks a day of 15 minutes or less, reminders for students and parents, and a plan that keeps itself current. Start a free trial.',
	})
