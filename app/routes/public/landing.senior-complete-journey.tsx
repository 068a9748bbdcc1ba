import { Link } from 'react-router'
import { CtaBand, FeatureGrid, PageHero, Section } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { trialLine } from '#app/features/billing/price-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/landing.senior-complete-journey'

// /landing/senior-complete-journey: the whole senior year month by month,
// from the Common App opening to move-in day.

const SIGNUP_HREF = '/signup?source=senior-complete-journey'

interface Month {
	month: string
	focus: string
	tasks: string[]
}

const phases: Array<{ id: string; title: string; intro: string; months: Month[] }> = [
	{
		id: 'fall',
		title: 'Fall: build and submit',
		intro: 'The busiest stretch. Most of the work that decides where you can go happens between August and the early deadlines.',
		months: [
			{
				month: 'August',
				focus: 'The Common App opens August 1',
				tasks: [
					'Finalize a balanced list of reach, target and safety schools, with each one’s deadlines and application platform.',
					'Create or roll over your Common App account and fill in the sections that need no writing.',
					'Draft the personal essay (up to 650 words) while school is still quiet.',
					'Confirm your recommenders, ideally teachers you asked in the spring of junior year.',
				],
			},
			{
				month: 'September',
				focus: 'Recommendations and early plans',
				tasks: [
					'Give your counselor and teachers a short note about yourself and your earliest deadline.',
					'Register for a fall SAT or ACT if a college on your list requires scores you do not have yet.',
					'Decide whether to apply Early Action, Early Decision or neither — Early Decision is binding.',
					'Student and parent each create a StudentAid.gov account, ready for the FAFSA.',
				],
			},
			{
				month: 'October',
				focus: 'FAFSA and CSS Profile open',
				tasks: [
					'File the FAFSA (opens about October 1) and, where required, the CSS Profile (opens October 1).',
					'Finish the personal essay and write supplements for early colleges first.',
					'Run each college’s net price calculator before committing to Early Decision.',
					'Check for earlier deadlines: a few colleges set them in October.',
				],
			},
			{
				month: 'November',
				focus: 'Early deadlines, typically November 1 or 15',
				tasks: [
					'Submit early applications a few days ahead of the deadline.',
					'Send any required test scores and confirm your counselor sent the transcript.',
					'Log in to each applicant portal and check for missing items.',
					'Move on to Regular Decision supplements.',
				],
			},
		],
	},
	{
		id: 'winter',
		title: 'Winter: finish and follow up',
		intro: 'Early results arrive, the last applications go in, and first-semester grades still count.',
		months: [
			{
				month: 'December',
				focus: 'Early results',
				tasks: [
					'Early Decision and many Early Action results typically arrive in mid-to-late December.',
					'Admitted Early Decision? Follow the college’s instructions and withdraw your other applications.',
					'Deferred? Read what the college asks for; some welcome a short update later in the winter.',
					'Finish Regular Decision applications before the holidays if you can.',
				],
			},
			{
				month: 'January',
				focus: 'Regular Decision, typically January 1–15',
				tasks: [
					'Submit Regular Decision applications.',
					'Your counselor sends a midyear report with first-semester grades to colleges that ask for it.',
					'Keep grades steady: colleges see your senior-year record.',
				],
			},
			{
				month: 'February',
				focus: 'Paperwork and scholarships',
				tasks: [
					'Answer any financial aid requests for documents, such as verification of FAFSA information.',
					'Apply for outside scholarships with winter and spring deadlines.',
					'Check every applicant portal for missing items.',
				],
			},
		],
	},
	{
		id: 'spring',
		title: 'Spring: compare and decide',
		intro: 'Decisions and aid offers arrive. The goal is the best fit your family can afford.',
		months: [
			{
				month: 'March',
				focus: 'Decisions arrive',
				tasks: [
					'Regular Decision results typically arrive from March into early April.',
					'Financial aid offers come with or soon after admission; read each one carefully.',
					'Keep a list of admitted colleges, their costs and their deposit deadlines.',
				],
			},
			{
				month: 'April',
				focus: 'Compare offers',
				tasks: [
					'Compare net cost side by side: grants and scholarships are free money; loans are not.',
					'Ask a college’s financial aid office to review an offer if your circumstances have changed.',
					'Attend admitted-student events, in person or online.',
					'Waitlisted? Accept a waitlist spot if you want it, and still put a deposit down somewhere else.',
				],
			},
			{
				month: 'May',
				focus: 'May 1: National College Decision Day',
				tasks: [
					'Accept one offer and pay the enrollment deposit by May 1 (the usual deadline).',
					'Tell the other colleges you are declining, so your spot can go to someone else.',
					'Ask your counselor to send your final transcript to the college you chose.',
				],
			},
		],
	},
	{
		id: 'summer',
		title: 'Summer before college: get ready to go',
		intro: 'Admitted is not the same as enrolled. The summer has its own deadlines, and missing them can cost a housing choice or a class seat.',
		months: [
			{
				month: 'June',
				focus: 'Graduation and final grades',
				tasks: [
					'Finish strong: admission offers can depend on final grades.',
					'Confirm your final transcript and any AP or IB score reports have been sent.',
					'Set up the college email account and student portal; it is where the summer deadlines appear.',
				],
			},
			{
				month: 'July',
				focus: 'Housing and orientation',
				tasks: [
					'Complete housing forms and roommate questionnaires by their deadlines.',
					'Sign up for orientation and any placement tests.',
					'Submit health forms and immunization records.',
					'Review the first bill, set up a payment plan if needed, and complete entrance counseling if you accept federal student loans.',
				],
			},
			{
				month: 'August',
				focus: 'Move-in',
				tasks: [
					'Check the college’s packing list and move-in time slot.',
					'Keep copies of key documents — ID, insurance, aid paperwork — in one secure place.',
					'Register for classes if it happens at orientation, and note the add/drop deadline.',
				],
			},
		],
	},
]

const northstarHelps = [
	{
		title: 'Every month already planned',
		text: 'Northstar’s plan covers the year from the Common App opening to move-in, with each college’s own deadlines added as you build the list.',
	},
	{
		title: 'Small daily steps',
		text: 'Each day shows 1 to 3 tasks of 15 minutes or less, so the big months never arrive all at once.',
	},
	{
		title: 'The whole family in the loop',
		text: 'Reminders reach students and parents. Parents follow along in the family view; counselors see only what you share.',
	},
	{
		title: 'Money made clear',
		text: (
			<>
				FAFSA and CSS Profile guidance, scholarships, and the free{' '}
				<Link to="/tools/cost-calculator" className="font-medium text-brand underline underline-offset-4">
					cost calculator
				</Link>{' '}
				for comparing offers in April.
			</>
		),
	},
]

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function SeniorCompleteJourneyRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="Senior year, start to finish"
				title="Your senior year, month by month"
				description="From the day the Common App opens to the day you move into your dorm: what happens each month, what to do about it, and what can wait. Dates vary by college; these are the typical ones."
			>
				<Link to={SIGNUP_HREF} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Get my senior-year plan
				</Link>
				<a href="#fall" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					Start with August
				</a>
				<p className="w-full text-sm text-muted-foreground" data-testid="trial-line">
					{trialLine(trialDays)}
				</p>
			</PageHero>

			{phases.map((phase, index) => (
				<Section key={phase.id} id={phase.id} title={phase.title} intro={phase.intro} muted={index % 2 === 0}>
					<ol className="grid gap-4 md:grid-cols-2">
						{phase.months.map((month) => (
							<MonthCard key={month.month} month={month} />
						))}
					</ol>
				</Section>
			))}

			<Section id="northstar" title="How Northstar carries the year" muted>
				<FeatureGrid items={northstarHelps} columns={2} />
				<p className="mt-6 text-sm text-muted-foreground">
					Starting late? The{' '}
					<Link to="/landing/senior-emergency" className="font-medium text-brand underline underline-offset-4">
						senior-year catch-up plan
					</Link>{' '}
					puts the next 2 and 6 weeks in order.
				</p>
			</Section>

			<CtaBand
				title="Let the calendar come to you"
				text="Add your colleges and Northstar fills in every month of senior year, with reminders before each deadline."
				href={SIGNUP_HREF}
				label="Start free"
				note={trialLine(trialDays)}
			/>
		</>
	)
}

function MonthCard({ month }: { month: Month }) {
	return (
		<li className={cardVariants({ padding: 'md' })}>
			<h3 className="text-lg font-bold">{month.month}</h3>
			<p className="text-sm font-medium text-brand">{month.focus}</p>
			<ul className="mt-3 list-disc space-y-1.5 pl-5 text-sm text-muted-foreground">
				{month.tasks.map((task) => (
					<li key={task}>{task}</li>
				))}
			</ul>
		</li>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Senior year month by month: from applications to move-in',
		description:
			'The whole senior year in one timeline: the Common App in August, FAFSA and CSS Profile in October, early and regular deadlines, May 1 decision day, and housing, orientation and move-in the summer before college.',
	})
