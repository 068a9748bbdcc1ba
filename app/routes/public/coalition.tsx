import { coalitionEssay } from '../../../content/applications/coalition-essay'
import { ESSAY_PROMPTS_CYCLE } from '../../../content/applications/essay-cycle'
import { coalitionSections } from '../../../content/applications/platform-sections'
import { Link } from 'react-router'
import { FaqAccordion, type FaqItem } from '#app/components/faq-accordion'
import { Checklist, CtaBand, FeatureGrid, PageHero, Section, Steps } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { Card, cardVariants } from '#app/components/ui/card'
import { trialLine } from '#app/features/billing/price-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/coalition'

// /coalition: what the Coalition Application on Scoir is, how it differs from
// the Common App, what it asks for, and how Northstar keeps track of it.

const SIGNUP_HREF = '/signup?source=coalition'

const basics = [
	{
		title: 'A shared application from the Coalition for College',
		text: 'The Coalition for College is a group of 150+ colleges and universities. Its members have committed to affordability, access and supporting students through graduation, and they share one application.',
	},
	{
		title: 'Hosted on Scoir',
		text: 'The Coalition Application now lives on Scoir, a college-search and application platform. You create a free Scoir account, add the member colleges you are applying to and submit from there.',
	},
	{
		title: 'A Locker for your work',
		text: 'The Locker is a place to keep essays, projects, art, writing samples and other work as you go, so the material is ready when an application asks for it.',
	},
	{
		title: 'Free to use',
		text: 'The application itself costs nothing to use. Each college sets its own application fee, and many offer fee waivers to students who qualify.',
	},
]

const differences = [
	{
		title: 'How many colleges',
		coalition: '150+ member schools, all committed to affordability and access.',
		commonApp: '900+ colleges, including many Coalition members.',
	},
	{
		title: 'Where you apply',
		coalition: 'On Scoir, which also has college search and a Locker for your work.',
		commonApp: 'On commonapp.org, with its own college search and recommender system.',
	},
	{
		title: 'The main essay',
		coalition: 'Its own set of prompts, including a topic of your choice.',
		commonApp: 'Seven prompts, 250 to 650 words, including a topic of your choice.',
	},
	{
		title: 'Storing your work',
		coalition: 'A Locker where you can collect essays, projects and other work from any year of high school.',
		commonApp: 'No locker: you add extra material when a college asks for it, such as an arts portfolio.',
	},
]

// The prompts word for word, from the Coalition's own module (content/applications/coalition-essay.ts).
const prompts = coalitionEssay.prompts.map((prompt) => ({ title: prompt.theme, text: prompt.text }))

const trackingSteps = [
	{
		title: 'Spot which colleges accept it',
		text: 'Your college list shows which of your reach, target and safety schools take the Coalition Application, the Common App or their own form — so you pick one platform per college.',
	},
	{
		title: 'Put every deadline in the plan',
		text: 'Early Action, Early Decision and Regular Decision dates go into your plan with reminders for you and your parents, well before the day itself.',
	},
	{
		title: 'Track each essay to done',
		text: 'The main essay and every college’s supplements are tracked from idea to draft to final, broken into short tasks you can finish in one sitting.',
	},
]

const faq: FaqItem[] = [
	{
		question: 'Should I use the Coalition Application or the Common App?',
		answer:
			'Start with your college list. If every college on it accepts the Common App, most students use that alone. If a college you want accepts the Coalition Application but not the Common App, you need the Coalition Application for that college. Colleges that accept both generally say they have no preference — check each admissions website to be sure.',
	},
	{
		question: 'Can I send both applications to the same college?',
		answer:
			'No. Choose one platform per college and submit only once. Using the Coalition Application for some colleges and the Common App for others is fine.',
	},
	{
		question: 'Does the Coalition Application cost anything?',
		answer:
			'Using the platform is free. Colleges set their own application fees; some charge none, and many waive the fee for students who qualify. Ask your counselor if you think you may be eligible.',
	},
	{
		question: 'What should go in the Locker?',
		answer:
			'Work you are proud of and might want to show a college: graded papers, research, art or design, a video of a performance, or notes about an activity. Adding things as you go through high school saves a scramble in senior fall.',
	},
	{
		question: 'Can I reuse my Common App essay?',
		answer:
			'Often, yes. A strong personal essay usually fits one of the Coalition prompts or the topic-of-choice option. Reread the prompt and the college’s length guidance, and adjust the opening and ending so the essay answers the question it is given.',
	},
	{
		question: 'When are Coalition deadlines?',
		answer:
			'Each college sets its own. Typically, Early Action and Early Decision deadlines fall on November 1 or 15 and Regular Decision between January 1 and 15. Northstar records each college’s dates in your plan.',
	},
	{
		question: 'Does Northstar submit my application?',
		answer:
			'No. You submit on Scoir. Northstar keeps track of which colleges you are applying to through the Coalition Application, their deadlines, your essays and documents, and reminds you and your family what comes next.',
	},
]

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function CoalitionRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="Application help"
				title="The Coalition Application on Scoir, explained"
				description="What the Coalition Application is, how it differs from the Common App, what each part asks for — and how Northstar keeps its deadlines and essays on track."
			>
				<Link to={SIGNUP_HREF} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Track your applications free
				</Link>
				<Link to="/common-app" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					Read the Common App guide
				</Link>
				<p className="w-full text-sm text-muted-foreground" data-testid="trial-line">
					{trialLine(trialDays)}
				</p>
			</PageHero>

			<Section
				id="what-it-is"
				title="What the Coalition Application is"
				intro="One application you can send to any of the Coalition for College’s 150+ member schools — public universities, private colleges and liberal arts colleges across the country."
			>
				<FeatureGrid items={basics} columns={2} />
			</Section>

			<Section
				id="differences"
				title="How it differs from the Common App"
				intro="Both let you fill in your information once and send it to many colleges. The differences that matter in practice:"
				muted
			>
				<ComparisonList />
				<p className="mt-6 text-sm text-muted-foreground">
					Many colleges accept both; some accept only one of them, or only their own application. The practical rule:
					check which platforms each college on your list accepts, then use as few platforms as you can.
				</p>
			</Section>

			<Section
				id="sections"
				title="What the application asks for"
				intro="The sections and their names can change from year to year, but you will typically fill in the following. Most of it is entered once and shared with every college you apply to."
			>
				<FeatureGrid items={coalitionSections.map(({ name, asks }) => ({ title: name, text: asks }))} />
			</Section>

			<Section
				id="essay"
				title="The essay prompts"
				intro={
					<p>
						The Coalition Application has its own essay prompts. Here they are word for word for {ESSAY_PROMPTS_CYCLE};
						the Coalition recommends 500 to 650 words. Check the current application before you start, as prompts
						can change with each cycle.
					</p>
				}
				muted
			>
				<FeatureGrid items={prompts} />
				<Card padding="md" className="mt-8">
					<h3 className="font-semibold">Choosing a prompt</h3>
					<div className="mt-3 text-sm text-muted-foreground">
						<Checklist
							items={[
								'Pick the story you can tell best, then the prompt it fits — not the other way round.',
								'Write about a specific moment, not a summary of your whole résumé.',
								'Show what you thought and how you changed; the reader wants to hear your voice.',
								'Leave time for supplements: many colleges add their own short essays.',
							]}
						/>
					</div>
				</Card>
			</Section>

			<Section
				id="northstar"
				title="How Northstar keeps it on track"
				intro="Northstar does not replace Scoir — you still apply there. It keeps the whole picture in one place for you and your family."
			>
				<Steps items={trackingSteps} />
				<ul className="mt-8 grid gap-3 text-sm text-muted-foreground sm:grid-cols-2">
					<li className={cardVariants({ padding: 'sm' })}>
						<strong className="text-foreground">Document vault:</strong> keep transcripts, test score reports, fee-waiver
						paperwork and your activity notes together.
					</li>
					<li className={cardVariants({ padding: 'sm' })}>
						<strong className="text-foreground">Family view:</strong> parents follow progress, and you decide what a
						counselor can see (read-only).
					</li>
				</ul>
			</Section>

			<Section id="faq" title="Coalition Application questions" muted>
				<FaqAccordion items={faq} />
			</Section>

			<CtaBand
				title="Keep every Coalition deadline in view"
				text="Add your colleges, and Northstar builds the plan: which application each one takes, its deadlines, its essays and the documents it needs."
				href={SIGNUP_HREF}
				label="Start free"
				note={trialLine(trialDays)}
			/>
		</>
	)
}

function ComparisonList() {
	return (
		<dl className="grid gap-4">
			{differences.map((row) => (
				<Card key={row.title} padding="md">
					<dt className="font-semibold">{row.title}</dt>
					<dd className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
						<p>
							<span className="block font-medium text-brand">Coalition Application</span>
							<span className="text-muted-foreground">{row.coalition}</span>
						</p>
						<p>
							<span className="block font-medium">Common App</span>
							<span className="text-muted-foreground">{row.commonApp}</span>
						</p>
					</dd>
				</Card>
			))}
		</dl>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Coalition Application on Scoir: a complete guide',
		description:
			'How the Coalition Application on Scoir works: 150+ member schools, how it differs from the Common App, its sections and essay prompt themes, and how Northstar tracks its deadlines and essays.',
	})
