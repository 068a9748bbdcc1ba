import { Link } from 'react-router'
import { Checklist, CtaBand, FeatureGrid, PageHero, Section, Steps, textLinkClass } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { Card } from '#app/components/ui/card'
import { trialLine } from '#app/features/billing/price-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { cn } from '#app/lib/cn'
import type { Route } from './+types/get-started'


const steps = [
	{
		title: 'Create your account',
		text: 'Enter your name and email and we send you a sign-in code: there is no password to remember. Parents sign up for a student of any age; students 13 or older can sign up themselves.',
	},
	{
		title: 'Tell us about your student',
		text: 'Their name, graduation year and, if you like, their school, state, interests, the regions you are considering, test plans and where you could use help. Anything optional can wait.',
	},
	{
		title: 'Get this week’s plan',
		text: 'Northstar lays out the tasks and deadlines for your student’s grade and starts you with 1 to 3 micro-tasks of 15 minutes or less. Invite the rest of the family when you are ready.',
	},
]

const haveReady = [
	'The student’s high-school graduation year (their “class of” year).',
	'The name of their high school, and your state and ZIP code, if you want local dates and options.',
	'A recent report card or transcript, so the GPA and course plan start from real grades.',
	'Any PSAT, SAT, ACT or AP scores, and test dates you have already booked.',
	'Colleges you are already considering, even if it is only a few names.',
	'Subjects or majors the student is curious about, and the regions or states you would consider.',
	'Email addresses for anyone you want to invite: a co-parent, the student (13 or older) or a counselor.',
]

const paths = [
	{
		title: 'Starting as a parent',
		text: 'You create the account and become its owner: you manage billing, invite the student and other family members, and decide which sections each person sees. A student under 13 cannot have their own login, so the parent runs the plan until then.',
	},
	{
		title: 'Starting as a student',
		text: 'If you are 13 or older you can sign up yourself and build your own plan. Invite a parent when you are ready: they can follow along and get reminders, and you can keep a particular essay or document private from counselors.',
	},
]

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function GetStartedRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="Get started"
				title="Start your college plan in three steps"
				description="A few minutes today gives your family a plan for the whole of high school, and a short list of what to do this week."
			>
				<Link to="/signup?source=get-started" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Create your account
				</Link>
				<Link to="/quiz" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					Not sure where to begin? Take the quiz
				</Link>
			</PageHero>
			<p className="-mt-4 px-4 text-center text-sm text-muted-foreground">{trialLine(trialDays)}</p>

			<Section id="steps" title="How to start">
				<Steps items={steps} />
			</Section>

			<Section
				id="have-ready"
				title="What to have ready"
				intro="None of this is required to sign up: the plan gets better as you add it, and you can add it any time."
				muted
			>
				<Checklist items={haveReady} />
			</Section>

			<Section id="who" title="Parent or student: who signs up?">
				<FeatureGrid items={paths} columns={2} />
				<p className="mt-6 text-sm text-muted-foreground">
					Each student has their own account and subscription. A parent can follow several students from one login and
					switch between them. Read our{' '}
					<Link to="/privacy" className={textLinkClass}>
						privacy policy
					</Link>{' '}
					for how we handle students’ information.
				</p>
			</Section>

			<Section id="not-sure" title="Not sure where you are in the process?" muted>
				<div className="grid gap-5 md:grid-cols-2">
					<Card padding="md">
						<h3 className="font-semibold">Take the short quiz</h3>
						<p className="mt-2 text-sm text-muted-foreground">
							Six multiple-choice questions about grade, college list, testing, essays and financial aid. You get a
							starting point and concrete next steps.
						</p>
						<Link to="/quiz" className={buttonVariants({ variant: 'outline', className: 'mt-4' })}>
							Where are we in the process?
						</Link>
					</Card>
					<Card padding="md">
						<h3 className="font-semibold">Read the guide for your grade</h3>
						<p className="mt-2 text-sm text-muted-foreground">What matters this year, and what can wait.</p>
						<ul className="mt-4 flex flex-wrap gap-2">
							{(['9th', '10th', '11th', '12th'] as const).map((grade) => (
								<li key={grade}>
									<Link to={`/grades/${grade}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
										{grade} grade
									</Link>
								</li>
							))}
						</ul>
						<Link to="/grades" className={cn(textLinkClass, 'mt-3 inline-block text-sm')}>
							All grades
						</Link>
					</Card>
				</div>
			</Section>

			<CtaBand
				title="Ready when you are"
				text="Create an account, tell us about your student and see this week’s plan."
				href="/signup?source=get-started"
				label="Create your account"
				note={trialLine(trialDays)}
			/>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Get started',
		description:
			'How to start with Northstar in three steps: create an account, tell us about your student and get this week’s college-prep plan. Plus what to have ready.',
	})
