import { Link } from 'react-router'
import { FaqAccordion, type FaqItem } from '#app/components/faq-accordion'
import { Checklist, CtaBand, FeatureGrid, PageHero, Section, Steps } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/adhd-support'

// /adhd-support: college prep for students with ADHD or executive-function
// challenges, and for their parents. Testimonials are illustrative and
// labelled as such (DECISIONS.md).

const HERO_SIGNUP = '/signup?source=adhd-support-hero'
const CTA_SIGNUP = '/signup?source=adhd-support-cta'

const features = [
	{
		title: 'Micro-tasks, not mountains',
		text: 'Each day shows 1 to 3 tasks, each 15 minutes or less. “Work on college apps” becomes “Open the Common App and fill in your address.”',
	},
	{
		title: 'Reminders that arrive in time',
		text: 'Reminders go to the student and to parents before a deadline arrives, not on the day it passes.',
	},
	{
		title: 'A timeline you can see',
		text: (
			<>
				Tasks and deadlines sit in order in one plan, so next month is as visible as today. Sketch the whole year with
				the free{' '}
				<Link to="/tools/timeline-builder" className="font-medium text-brand underline underline-offset-4">
					timeline builder
				</Link>
				.
			</>
		),
	},
	{
		title: 'Essays in small steps',
		text: 'Every essay is split into steps — brainstorm, choose, talk it through, draft, cut, polish — each one a task that fits a single sitting.',
	},
	{
		title: 'A plan that catches up with you',
		text: 'Missed a few days? The assistant keeps the plan current, moving tasks around real deadlines instead of leaving a pile of overdue items.',
	},
	{
		title: 'Everything in one place',
		text: 'Deadlines, the college list, essays and documents live together, so nothing depends on remembering where it was saved.',
	},
]

const strategies = [
	{
		title: 'Shrink the start',
		text: 'Make the first step almost too small to refuse: open the document, write one sentence, find one email. Starting is often the hardest part.',
	},
	{
		title: 'Make time visible',
		text: 'Deadlines that are weeks away can feel unreal. Keep them on a visible timeline and count backward to the tasks that have to happen this week.',
	},
	{
		title: 'Body doubling',
		text: 'Working next to someone — a parent reading in the same room, a friend on a video call — makes it easier to begin and to keep going. A 15-minute task fits one session.',
	},
	{
		title: 'Short, predictable check-ins',
		text: 'Agree on one time each week to look at the plan together for a few minutes, instead of questions scattered through every day.',
	},
	{
		title: 'Get it out of your head',
		text: 'Put every task, password hint and document in one system. Working memory is for thinking, not for storing the FAFSA deadline.',
	},
	{
		title: 'Build in a buffer',
		text: 'Set your own target a week or two before each real deadline, so a bad week does not turn into a missed application.',
	},
]

const essaySteps = [
	{ title: 'Brainstorm for 15 minutes', text: 'List moments, places, objects and routines that say something true about you. No sentences needed.' },
	{ title: 'Choose one story', text: 'Pick the one you could talk about for five minutes without notes. Then find the prompt it fits.' },
	{ title: 'Talk it out', text: 'Tell the story aloud or into a voice memo. Speaking first often gets past the blank page.' },
	{ title: 'Draft in chunks', text: 'Write the opening scene one day, the middle the next. A rough draft in pieces is still a draft.' },
	{ title: 'Cut and shape', text: 'Trim summary, keep scenes, and end on what you understand now. One pass per session.' },
	{ title: 'Read it aloud, then submit', text: 'A final read-through catches what the eye skips. Then it is done — and off the list.' },
]

const accommodations = [
	{
		title: 'In high school: 504 plans and IEPs',
		text: 'A 504 plan (under Section 504 of the Rehabilitation Act) or an IEP (under IDEA) sets out the supports your student gets at school. Keep the current plan and any evaluations in the document vault.',
	},
	{
		title: 'SAT, PSAT and AP: College Board SSD',
		text: 'Testing accommodations such as extended time or breaks are requested through the College Board’s Services for Students with Disabilities (SSD), usually by the school’s SSD coordinator. Once approved, they generally apply across College Board tests. Approval takes weeks, so ask early.',
	},
	{
		title: 'ACT accommodations',
		text: 'Register for a test date first; then a school official submits the accommodation request to ACT. Start well before the registration deadline for the test you want.',
	},
	{
		title: 'In college',
		text: 'A 504 plan or IEP does not follow a student to college. Students register with the college’s disability services office and share documentation there. Ask about that office when you visit.',
	},
]

const illustrativeQuotes = [
	{
		quote: 'We stopped having the “have you started your essay?” argument. The reminder asks, and I just ask how the step went.',
		role: 'Parent of a 10th grader',
	},
	{
		quote: 'Fifteen minutes I can do. When I open the app there are only a couple of things, so I actually start.',
		role: '11th-grade student',
	},
	{
		quote: 'Seeing the whole fall laid out meant the testing accommodations request happened in time, not in a panic.',
		role: 'Parent of a 12th grader',
	},
]

const parentTips = [
	'Let the reminders do the reminding. Your job becomes asking “How did that step go?” rather than “Did you do it yet?”',
	'Ask, don’t tell: “What’s your next step?” builds the planning skill; a to-do list from you does not.',
	'Keep one short weekly check-in at a time you both agree on, and keep it to the plan.',
	'Praise starting and finishing, not just results. Momentum is the goal.',
	'Step in when a real deadline is at risk, not when a task is a day late.',
]

const faq: FaqItem[] = [
	{
		question: 'Do we need a diagnosis to use Northstar this way?',
		answer: 'No. Micro-tasks, reminders and a visible plan help any student who finds big projects hard to start or keep track of, whether or not they have an ADHD diagnosis.',
	},
	{
		question: 'Is Northstar a treatment or coaching service?',
		answer: 'No. Northstar is a planning tool for the college process. It does not replace a clinician, an ADHD coach or your student’s school team; it can make working with them easier by keeping the plan and documents in one place.',
	},
	{
		question: 'Does my student have to mention ADHD in college applications?',
		answer: 'No. Disclosing a disability is always the student’s choice. Some students explain its effect on their grades in an additional-information section; many do not. Your school counselor can help think it through.',
	},
	{
		question: 'Who sees my student’s plan?',
		answer: 'Parents follow the student in the family view and decide who sees what. A counselor sees only the sections you share, and only to read. We suggest agreeing on what is shared together with your student.',
	},
]

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function AdhdSupportRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	const trial = `Free ${trialDays}-day trial • Cancel anytime`
	return (
		<>
			<PageHero
				eyebrow="ADHD and executive function"
				title="College prep that works with an ADHD brain"
				description="The college process is one long project with dozens of deadlines — the exact thing executive-function challenges make hard. Northstar turns it into a few small, clear steps a day, with reminders and a plan the whole family can see."
			>
				<Link to={HERO_SIGNUP} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Start your free trial
				</Link>
				<a href="#parents" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					For parents
				</a>
				<p className="w-full text-sm text-muted-foreground">{trial}</p>
			</PageHero>

			<Section
				id="features"
				title="Built for starting, not just planning"
				intro="Most planners assume that once a task is written down, it gets done. Northstar is designed around the harder part: getting started and keeping going."
				muted
			>
				<FeatureGrid items={features} />
			</Section>

			<Section
				id="strategies"
				title="Strategies that help"
				intro="Widely used executive-function strategies, and how to use them for college prep. They are general ideas, not medical advice — your student’s clinician or school team knows them best."
			>
				<FeatureGrid items={strategies} />
			</Section>

			<Section
				id="essays"
				title="An essay, one step at a time"
				intro="“Write your college essay” is too big to start. Here is how Northstar breaks it down — each step a task you can finish in one sitting."
				muted
			>
				<Steps items={essaySteps} />
			</Section>

			<Section
				id="accommodations"
				title="Accommodations: school, tests and college"
				intro="Accommodations take paperwork and lead time. Put the requests in the plan early, with their own reminders, so they are approved before test day."
			>
				<FeatureGrid items={accommodations} columns={2} />
				<p className="mt-6 text-sm text-muted-foreground">
					Rules and timelines are set by each testing organization and college and can change. Check the College Board
					and ACT websites and talk to your school’s coordinator for the current process.
				</p>
			</Section>

			<Section id="testimonials" title="What this can look like" muted>
				<p className="mb-6 inline-block rounded-full border bg-background px-3 py-1 text-sm font-medium">
					Illustrative examples — not real customers
				</p>
				<ul className="grid gap-5 md:grid-cols-3">
					{illustrativeQuotes.map((item) => (
						<li key={item.role}>
							<figure className={cardVariants({ padding: 'md', className: 'h-full' })}>
								<blockquote className="text-pretty">“{item.quote}”</blockquote>
								<figcaption className="mt-3 text-sm text-muted-foreground">— {item.role} (illustrative)</figcaption>
							</figure>
						</li>
					))}
				</ul>
			</Section>

			<Section
				id="parents"
				title="For parents: coach, don’t nag"
				intro="You want to help, and your student wants to be trusted. Northstar is built so you can do both."
			>
				<div className="grid gap-8 lg:grid-cols-2">
					<div>
						<h3 className="font-semibold">Coaching without nagging</h3>
						<div className="mt-4">
							<Checklist items={parentTips} />
						</div>
					</div>
					<div className="rounded-xl border bg-muted/60 p-5">
						<h3 className="font-semibold">Shared visibility, with consent</h3>
						<p className="mt-3 text-sm text-muted-foreground">
							In the family view, parents follow the student’s plan and decide who sees what. Counselors see only the
							sections you share, read-only.
						</p>
						<p className="mt-3 text-sm text-muted-foreground">
							Decide what is shared together with your student, and say it out loud: “I can see the deadlines, so I
							won’t need to ask about them.” Visibility works best as a promise to ask less, not to watch more.
						</p>
						<p className="mt-4 text-sm">
							<Link to="/adhd-families" className="font-medium text-brand underline underline-offset-4">
								Read the parent’s guide: a week with Northstar
							</Link>
						</p>
					</div>
				</div>
			</Section>

			<Section id="faq" title="Questions families ask" muted>
				<FaqAccordion items={faq} />
			</Section>

			<CtaBand
				title="Make the next step a small one"
				text="Start with today’s 1 to 3 tasks. The plan takes care of the rest and keeps you both in the loop."
				href={CTA_SIGNUP}
				label="Try Northstar free"
				note={trial}
			/>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'College prep for students with ADHD',
		description:
			'College prep built for ADHD and executive-function challenges: daily micro-tasks of 15 minutes or less, reminders, visible timelines, essays in small steps, testing accommodations and coaching tips for parents.',
	})
