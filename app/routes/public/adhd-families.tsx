import { Link } from 'react-router'
import { Checklist, CtaBand, PageHero, Section } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { Card, cardVariants } from '#app/components/ui/card'
import { trialLine } from '#app/features/billing/price-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/adhd-families'

// /adhd-families: the parents' companion to /adhd-support — the weekly
// rhythm, how to talk about the plan, and when to step back.

const SIGNUP_HREF = '/signup?source=adhd-families'

const week = [
	{
		when: 'Most days',
		what: 'Your student opens Northstar to 1 to 3 tasks, each 15 minutes or less. They do them — alone, or with you reading nearby if that helps them start.',
	},
	{
		when: 'Before a deadline',
		what: 'You and your student both get a reminder ahead of time. You don’t need to be the alarm clock; you can simply ask how it is going.',
	},
	{
		when: 'Once a week',
		what: 'A short check-in at a time you agreed on. Look at what got done, what is next and anything that needs you — a signature, a fee, financial details for the FAFSA.',
	},
	{
		when: 'When a week goes sideways',
		what: 'Illness, a big test, a bad week. The assistant keeps the plan current and moves tasks around the real deadlines, so you restart from today, not from a pile of overdue items.',
	},
]

const sayThis = [
	'“This is your plan. I’m here to help with the parts you want help with.”',
	'“What’s your next step?”',
	'“I can see the deadlines now, so I’ll ask about them less.”',
	'“What would make this easier this week?”',
	'“That was a hard one to start. Nice work getting it done.”',
]

const notThis = [
	'“Why haven’t you started yet?” — it invites a defense, not a plan.',
	'Comparing with a sibling, a friend or how you did it.',
	'Checking the plan in front of them, or bringing it up at every meal.',
	'Doing a task for them because it is quicker — it also takes away the practice.',
]

const stepBack = [
	'Your student starts tasks without a prompt from you.',
	'Check-ins are getting shorter because there is less to fix.',
	'You notice you are reminding more than the reminders are.',
	'They push back on the check-in — try making it shorter before dropping it.',
]

const stepIn = [
	'A real deadline is days away and the work has not started: an application, the FAFSA or CSS Profile, a testing accommodation request.',
	'The same task has stalled for several weeks in a row.',
	'Something needs an adult: payment, parent financial information, a signature or a call to the school.',
	'Your student asks. That is the best reason of all.',
]

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function AdhdFamiliesRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="For parents"
				title="Supporting a student with ADHD through college prep"
				description="A parent’s guide to using Northstar together: what a week looks like, how to talk about the plan without a fight, and when to step back."
			>
				<Link to={SIGNUP_HREF} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Start free as a family
				</Link>
				<Link to="/adhd-support" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					How Northstar supports ADHD
				</Link>
				<p className="w-full text-sm text-muted-foreground" data-testid="trial-line">
					{trialLine(trialDays)}
				</p>
			</PageHero>

			<Section
				id="week"
				title="What a week with Northstar looks like"
				intro="The goal is a steady rhythm: small daily steps for your student, and a short, predictable role for you."
				muted
			>
				<ol className="grid gap-4 sm:grid-cols-2">
					{week.map((item) => (
						<li key={item.when} className={cardVariants({ padding: 'md' })}>
							<h3 className="font-semibold text-brand">{item.when}</h3>
							<p className="mt-2 text-sm text-muted-foreground">{item.what}</p>
						</li>
					))}
				</ol>
			</Section>

			<Section
				id="talk"
				title="How to talk about the plan"
				intro="The plan works best when it belongs to your student. Your words can make it theirs — or make it yours."
			>
				<div className="grid gap-6 md:grid-cols-2">
					<Card padding="md">
						<h3 className="font-semibold">Try saying</h3>
						<div className="mt-4 text-sm">
							<Checklist items={sayThis} />
						</div>
					</Card>
					<Card padding="md">
						<h3 className="font-semibold">Try to avoid</h3>
						<ul className="mt-4 list-disc space-y-2 pl-5 text-sm">
							{notThis.map((item) => (
								<li key={item}>{item}</li>
							))}
						</ul>
					</Card>
				</div>
				<p className="mt-6 text-sm text-muted-foreground">
					Decide together what you will see in the family view. Parents choose who sees what — a counselor, for
					example, sees only the sections you share, read-only — and that choice lands better when it is made with your
					student, not about them.
				</p>
			</Section>

			<Section
				id="step-back"
				title="When to step back, and when to step in"
				intro="Independence is part of being ready for college. Hand over a little more each time things are going well."
				muted
			>
				<div className="grid gap-6 md:grid-cols-2">
					<Card padding="md">
						<h3 className="font-semibold">Signs you can step back</h3>
						<div className="mt-4 text-sm">
							<Checklist items={stepBack} />
						</div>
					</Card>
					<Card padding="md">
						<h3 className="font-semibold">Reasons to step in</h3>
						<div className="mt-4 text-sm">
							<Checklist items={stepIn} />
						</div>
					</Card>
				</div>
				<p className="mt-6 text-sm">
					Want the full picture — micro-tasks, essays in steps and testing accommodations?{' '}
					<Link to="/adhd-support" className="font-medium text-brand underline underline-offset-4">
						Read the ADHD support guide
					</Link>
					.
				</p>
			</Section>

			<CtaBand
				title="Give your student a plan they can start today"
				text="Set up the plan together, agree on what you will see, and let the reminders do the reminding."
				href={SIGNUP_HREF}
				label="Get started free"
				note={trialLine(trialDays)}
			/>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'A parent’s guide to ADHD and college prep',
		description:
			'For parents of students with ADHD: what a week with Northstar looks like, how to talk about the college plan without nagging, and when to step back or step in.',
	})
