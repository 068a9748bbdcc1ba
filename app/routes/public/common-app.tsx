import { commonAppEssay, ESSAY_PROMPTS_CYCLE } from '../../../content/applications/essay-prompts'
import { commonAppSections } from '../../../content/applications/platform-sections'
import { Link } from 'react-router'
import { FaqAccordion, type FaqItem } from '#app/components/faq-accordion'
import { Checklist, CtaBand, FeatureGrid, PageHero, Section } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { Card, cardVariants } from '#app/components/ui/card'
import { pageMeta } from '#app/features/seo/site-meta'
import type { Route } from './+types/common-app'

// /common-app: the Common App section by section, the activities list, the
// personal essay, recommendations, fee waivers, the timeline, and where
// Northstar helps.

const SIGNUP_HREF = '/signup?source=common-app'

const activityTips = [
	'Start with a strong verb: led, built, coached, organized, taught, repaired.',
	'Say what you did and what changed because of it; skip what the club does in general.',
	'Use your own real numbers where you have them: people trained, money raised, hours worked.',
	'Drop filler words and full sentences. Semicolons and common abbreviations are fine.',
	'Use the position field (short) for your role and the organization field for the name, so the description is all action.',
]

const activityExamples = [
	{
		label: 'Before',
		text: 'I was a member of the robotics club where we build robots and go to competitions and I helped out with lots of different things.',
	},
	{
		label: 'After',
		text: 'Wired and programmed drive system; taught 4 new members to solder; rebuilt arm overnight after it broke at regional competition.',
	},
]

// The prompts word for word, from the one place they are kept (content/applications/essay-prompts.ts).
const promptThemes = commonAppEssay.prompts.map((prompt) => ({ title: prompt.theme, text: prompt.text }))

const timeline = [
	{ when: 'August 1', what: 'The new Common App opens. Accounts created earlier roll over; add colleges and start filling in sections.' },
	{ when: 'September', what: 'Ask teachers and your counselor for recommendations if you have not already, and invite them in the Common App.' },
	{ when: 'About October 1', what: 'The FAFSA and the CSS Profile open. File early: some colleges’ aid deadlines fall alongside early deadlines.' },
	{ when: 'November 1 or 15', what: 'Typical Early Action and Early Decision deadlines. Submit a few days early; sites get busy on deadline day.' },
	{ when: 'January 1–15', what: 'Typical Regular Decision deadlines. Your counselor sends a midyear report with first-semester grades.' },
	{ when: 'May 1', what: 'National College Decision Day: the usual deadline to accept one offer and pay the enrollment deposit.' },
]

const northstarHelps = [
	{
		title: 'Every requirement, per college',
		text: 'Add a college to your list and its deadlines, essays, recommendations and fees become tasks in your plan.',
	},
	{
		title: 'Essays tracked to done',
		text: 'The personal essay and every supplement move from idea to draft to final, in steps small enough to finish in one sitting.',
	},
	{
		title: 'Reminders for the whole family',
		text: 'Students and parents get reminders before each deadline, so nobody finds out the night before.',
	},
	{
		title: 'Documents in one place',
		text: 'Keep transcripts, score reports, your activity notes and fee-waiver paperwork in the document vault.',
	},
	{
		title: 'A plan that stays current',
		text: 'The assistant keeps the plan up to date as you add colleges, finish tasks or change early plans.',
	},
	{
		title: 'Coalition too',
		text: (
			<>
				If a college takes the Coalition Application instead, Northstar tracks that as well. See the{' '}
				<Link to="/coalition" className="font-medium text-brand underline underline-offset-4">
					Coalition guide
				</Link>
				.
			</>
		),
	},
]

const faq: FaqItem[] = [
	{
		question: 'How many colleges can I apply to on the Common App?',
		answer: 'You can add up to 20 colleges to your Common App account. Most students apply to far fewer; a balanced list of reach, target and safety schools matters more than a long one.',
	},
	{
		question: 'Do I have to fill in Courses & Grades?',
		answer: 'Only if one of your colleges requires it. The Common App tells you when it is needed. If it is, enter your transcript exactly as it appears — the college checks it against the official one.',
	},
	{
		question: 'Can I change my essay after I submit?',
		answer: 'An application you have already submitted to a college cannot be changed. You can still revise your essay and most other sections before you submit to your next college.',
	},
	{
		question: 'Do I need to send test scores?',
		answer: 'It depends on the college. Many are test-optional, some require scores and a few do not consider them at all. Check each college’s current policy and decide per college.',
	},
	{
		question: 'Should I waive my right to see my recommendations?',
		answer: 'Colleges generally advise waiving it: letters you have waived the right to read are seen as more candid. You answer the FERPA question before you can invite recommenders.',
	},
	{
		question: 'Can a parent fill in the application?',
		answer: 'A parent can help gather family and financial details, but the application — and certainly the essay — must be the student’s own work. Parents can follow progress in Northstar’s family view.',
	},
	{
		question: 'What if a college on my list is not on the Common App?',
		answer: 'Some colleges use the Coalition Application or their own application. Northstar shows which one each college on your list takes, so you know where to apply.',
	},
	{
		question: 'Does Northstar submit my application?',
		answer: 'No. You submit on the Common App. Northstar keeps track of what each college needs, when it is due, and what to do next.',
	},
]

export default function CommonAppRoute() {
	return (
		<>
			<PageHero
				eyebrow="Application help"
				title="The Common App, section by section"
				description="Used by 900+ colleges, the Common App lets you fill in your information once and send it to every college on your list. Here is what each part asks for, how to write the activities list and essay, and when everything is due."
			>
				<Link to={SIGNUP_HREF} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Start Free
				</Link>
				<a href="#sections" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					Jump to the 7 sections
				</a>
				<p className="w-full text-sm text-muted-foreground">No credit card required</p>
			</PageHero>

			<Section
				id="sections"
				title="The 7 sections, one by one"
				intro="The Common App tab has seven sections. You complete them once and every college sees the same answers. Each college then adds its own questions and writing in the My Colleges tab."
				muted
			>
				<SectionGuide />
			</Section>

			<Section
				id="activities"
				title="The activities list"
				intro="You can list up to 10 activities. Each has a short position field, an organization field and a description of up to 150 characters, spaces included. Every character counts."
			>
				<div className="grid gap-8 lg:grid-cols-2">
					<div>
						<h3 className="font-semibold">How to write a description</h3>
						<div className="mt-4">
							<Checklist items={activityTips} />
						</div>
					</div>
					<div>
						<h3 className="font-semibold">One activity, rewritten</h3>
						<ul className="mt-4 grid gap-3">
							{activityExamples.map((example) => (
								<li key={example.label} className={cardVariants({ padding: 'sm' })}>
									<p className="text-sm font-semibold text-brand">
										{example.label} · {example.text.length} characters
									</p>
									<p className="mt-2 text-sm">{example.text}</p>
								</li>
							))}
						</ul>
						<p className="mt-3 text-xs text-muted-foreground">An illustrative example, not a real student’s application.</p>
					</div>
				</div>
			</Section>

			<Section
				id="essay"
				title="The personal essay"
				intro={`One essay of 250 to 650 words goes to every college. There are ${commonAppEssay.prompts.length} prompts for ${ESSAY_PROMPTS_CYCLE}, word for word below. The best essays tell a specific story in your own voice and show how you think — pick the story first, then the prompt it fits.`}
				muted
			>
				<FeatureGrid items={promptThemes} />
				<Card padding="md" className="mt-8">
					<h3 className="font-semibold">A workable essay process</h3>
					<ol className="mt-3 list-decimal space-y-2 pl-5 text-sm text-muted-foreground">
						<li>List a few moments, objects or routines that say something true about you.</li>
						<li>Pick one and write a messy draft without worrying about the word count.</li>
						<li>Cut the summary, keep the scenes, and end on what you understand now.</li>
						<li>Ask one trusted reader what they learned about you; revise toward that.</li>
						<li>Paste it into the Common App, check the formatting and read it aloud once more.</li>
					</ol>
				</Card>
			</Section>

			<Section id="recommendations" title="Recommendation letters">
				<div className="grid gap-5 md:grid-cols-3">
					<InfoCard title="Your counselor">
						Sends the school report, your transcript and usually a letter. Counselors write for many students, so give
						them a short note about yourself — your activities, goals and anything they should know.
					</InfoCard>
					<InfoCard title="Teachers">
						Many colleges ask for one or two teacher letters, often from junior-year teachers of core subjects. Ask in
						person, early, and follow up with a polite reminder about two weeks before your first deadline.
					</InfoCard>
					<InfoCard title="Other recommenders">
						Some colleges accept a letter from a coach, employer or mentor. Add one only if it shows something new
						about you, and only where the college allows it.
					</InfoCard>
				</div>
				<p className="mt-6 text-sm text-muted-foreground">
					Before you can invite recommenders, you answer the FERPA release question in the My Colleges tab.
				</p>
			</Section>

			<Section
				id="fee-waivers"
				title="Fee waivers"
				intro="The Common App is free to use; colleges set their own application fees, and some charge none."
				muted
			>
				<div className="grid gap-5 md:grid-cols-2">
					<InfoCard title="The Common App fee waiver">
						In the Profile section you can say you qualify — for example, if you received an SAT or ACT fee waiver,
						take part in the free or reduced-price lunch program, your family receives public assistance, or you are in
						a program such as Upward Bound. Your counselor may be asked to confirm it.
					</InfoCard>
					<InfoCard title="College waivers">
						Many colleges also waive their fee on request or at certain times of year. Check each college’s admissions
						page, and ask your counselor if money is a concern — that is exactly what waivers are for.
					</InfoCard>
				</div>
			</Section>

			<Section id="timeline" title="The senior-year timeline" intro="Dates vary by college; these are the typical ones.">
				<ol className="grid gap-3">
					{timeline.map((item) => (
						<li key={item.when} className={cardVariants({ padding: 'sm', className: 'grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4' })}>
							<span className="font-semibold text-brand">{item.when}</span>
							<span className="text-sm text-muted-foreground">{item.what}</span>
						</li>
					))}
				</ol>
				<p className="mt-4 text-sm text-muted-foreground">
					Early Decision is binding: if you are admitted, you commit to attend. Early Action is not binding. Want your
					own dates laid out? Try the free{' '}
					<Link to="/tools/timeline-builder" className="font-medium text-brand underline underline-offset-4">
						timeline builder
					</Link>
					.
				</p>
			</Section>

			<Section id="northstar" title="How Northstar helps" muted>
				<FeatureGrid items={northstarHelps} />
			</Section>

			<Section id="faq" title="Common App questions">
				<FaqAccordion items={faq} columns={2} />
			</Section>

			<CtaBand
				title="Build your own application timeline"
				text="Put in your colleges and early plans and see what is due when. It is one of Northstar’s free tools."
				href="/tools/timeline-builder"
				label="Open the timeline builder"
			/>
		</>
	)
}

function SectionGuide() {
	return (
		<ol className="grid gap-4">
			{commonAppSections.map((section, index) => (
				<li key={section.name} className={cardVariants({ padding: 'md' })}>
					<h3 className="flex items-center gap-3 font-semibold">
						<span
							aria-hidden="true"
							className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-bold text-brand-foreground"
						>
							{index + 1}
						</span>
						{section.name}
					</h3>
					<div className="mt-3 grid gap-3 text-sm md:grid-cols-2">
						<p>
							<span className="font-medium">What it asks: </span>
							<span className="text-muted-foreground">{section.asks}</span>
						</p>
						<p>
							<span className="font-medium">Tip: </span>
							<span className="text-muted-foreground">{section.tip}</span>
						</p>
					</div>
				</li>
			))}
		</ol>
	)
}

function InfoCard({ title, children }: { title: string; children: React.ReactNode }) {
	return (
		<Card padding="md">
			<h3 className="font-semibold">{title}</h3>
			<p className="mt-2 text-sm text-muted-foreground">{children}</p>
		</Card>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Common App guide: sections, activities, essay and deadlines',
		description:
			'A section-by-section guide to the Common App: the 7 sections with tips, 10 activities in 150 characters, the 650-word personal essay and its 7 prompts, recommendations, fee waivers and the timeline.',
	})
