import { Link } from 'react-router'
import { Checklist, CtaBand, FeatureGrid, PageHero, Section, Steps } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { trialLine } from '#app/features/billing/price-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/landing.psat-prep'

// /landing/psat-prep: what the PSAT/NMSQT is, National Merit for juniors,
// prep in short sessions, and what the scores mean.

const SIGNUP_HREF = '/signup?source=psat-prep'

const linkClass = 'font-medium text-brand underline underline-offset-4'

const basics = [
	{
		title: 'When',
		text: 'In October, at a high school — usually your own. You sign up through your school rather than on your own.',
	},
	{
		title: 'Format',
		text: 'Digital, in the College Board’s Bluebook app, with the same structure as the SAT: a Reading and Writing section and a Math section, about 2 hours 14 minutes in all.',
	},
	{
		title: 'Adaptive',
		text: 'Each section has two modules. How you do on the first module sets the difficulty of the second.',
	},
	{
		title: 'Calculator',
		text: 'Allowed on the whole Math section, and a graphing calculator is built into the app. You can also bring an approved calculator.',
	},
]

const purposes = [
	{
		title: 'Practice for the SAT',
		text: 'The PSAT/NMSQT is built like the SAT, so it is realistic practice — with a score report that shows which skills to work on.',
	},
	{
		title: 'National Merit, for juniors',
		text: 'The junior-year PSAT/NMSQT is the entry to the National Merit Scholarship Program. High scorers can be named Commended Students or Semifinalists, and Semifinalists can go on to compete for scholarships.',
	},
	{
		title: 'Other scholarships and programs',
		text: 'Some scholarship and recognition programs also draw on PSAT/NMSQT results. Ask your counselor which ones apply to you.',
	},
]

const prepSteps = [
	{
		title: 'Get a baseline',
		text: 'A few weeks out, take one full-length practice test in Bluebook on a weekend morning. It shows where you stand and gets you used to the app.',
	},
	{
		title: 'Practice in 15-minute sessions',
		text: 'Most days, one short session on one weak skill: a small set of questions, then review every miss. Official practice on Khan Academy is free.',
	},
	{
		title: 'Keep an error log',
		text: 'For each missed question, write why: didn’t know it, misread it, or ran out of time. The pattern tells you what to practice next.',
	},
	{
		title: 'Learn the built-in calculator',
		text: 'A few sessions with the graphing calculator in the app can save real time on the Math section.',
	},
	{
		title: 'Take a second practice test',
		text: 'About a week or two before test day, take another full test to practice pacing and compare with your baseline.',
	},
	{
		title: 'Get test week right',
		text: 'Sleep, a real breakfast, a charged device, and Bluebook installed and set up if your school asks you to do that in advance.',
	},
]

const scoreFacts = [
	'Total scores range from 320 to 1520: each section from 160 to 760.',
	'Your score report shows percentiles and which skills to work on — use it to plan SAT prep.',
	'PSAT/NMSQT scores are not sent to colleges and are not part of your applications.',
	'For National Merit, the National Merit Scholarship Corporation uses a Selection Index calculated from your section scores. The qualifying level varies by state and by year.',
	'Juniors who qualify as Semifinalists are typically notified in September of senior year.',
]

const whoShouldTake = [
	{
		title: '10th graders',
		text: 'A low-pressure first look at the format. For most students only the junior-year score counts for National Merit, but a sophomore score shows where to focus.',
	},
	{
		title: '11th graders',
		text: 'The year that counts for National Merit. A little steady prep in September and early October is worth it.',
	},
	{
		title: 'Families',
		text: 'Ask the school counselor in early fall how to sign up, and whether there is a fee or a fee waiver. Students with accommodations should confirm them well ahead.',
	},
]

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function PsatPrepRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="PSAT/NMSQT"
				title="PSAT prep in 15 minutes a day"
				description="The PSAT/NMSQT is given each October. It is practice for the SAT, and for juniors it is the entry to National Merit. Here is what it is, how to prepare in short sessions, and what your scores mean."
			>
				<Link to={SIGNUP_HREF} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Get my PSAT plan
				</Link>
				<Link to="/resources/psat-prep" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					Read the full PSAT guide
				</Link>
				<p className="w-full text-sm text-muted-foreground" data-testid="trial-line">
					{trialLine(trialDays)}
				</p>
			</PageHero>

			<Section id="what-it-is" title="What the PSAT/NMSQT is" muted>
				<FeatureGrid items={basics} columns={2} />
			</Section>

			<Section id="what-its-for" title="What it is for">
				<FeatureGrid items={purposes} />
			</Section>

			<Section
				id="prep"
				title="How to prep in short sessions"
				intro="You do not need weekends of cramming. A few weeks of short, focused practice — mostly 15 minutes at a time — goes a long way."
				muted
			>
				<Steps items={prepSteps} />
			</Section>

			<Section id="scores" title="What your scores mean">
				<Checklist items={scoreFacts} />
			</Section>

			<Section id="who" title="Who should take it" muted>
				<FeatureGrid items={whoShouldTake} />
				<p className="mt-6 text-sm">
					More detail on sections, practice tests and National Merit:{' '}
					<Link to="/resources/psat-prep" className={linkClass}>
						the PSAT prep guide
					</Link>
					.
				</p>
			</Section>

			<Section id="northstar" title="How Northstar fits prep into your week">
				<FeatureGrid
					columns={2}
					items={[
						{
							title: 'Daily micro-tasks',
							text: '1 to 3 tasks a day, each 15 minutes or less: a practice set, an error-log review, a calculator drill.',
						},
						{
							title: 'Test date in the plan',
							text: 'The October test, practice-test weekends and test-week reminders go into the plan for students and parents.',
						},
						{
							title: 'Scores put to work',
							text: 'When scores arrive, use the score report to set the next steps — SAT prep and the college list — in the same plan.',
						},
						{
							title: 'A plan that keeps up',
							text: 'Busy week? The assistant keeps the plan current and moves practice around the days that are free.',
						},
					]}
				/>
			</Section>

			<CtaBand
				title="Start your PSAT plan today"
				text="Get short daily practice tasks and reminders before test day, for students and parents."
				href={SIGNUP_HREF}
				label="Start free"
				note={trialLine(trialDays)}
			/>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'PSAT/NMSQT prep: National Merit, scores and 15-minute practice',
		description:
			'Everything about the October PSAT/NMSQT: the digital format, why the junior-year test matters for National Merit, how to prep in 15-minute sessions, and what your scores mean.',
	})
