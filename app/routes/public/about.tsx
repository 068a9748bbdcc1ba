import { Link } from 'react-router'
import { Checklist, CtaBand, FeatureGrid, PageHero, Section, Steps } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { Card } from '#app/components/ui/card'
import { trialLine } from '#app/features/billing/price-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/about'

const audiences = [
	{
		title: 'Students in grades 9–12',
		text: 'A plan that fits around school: this week’s 1 to 3 small steps, each 15 minutes or less, and a clear view of what is coming. Students 13 and older can have their own login.',
	},
	{
		title: 'Parents and guardians',
		text: 'Follow your student’s progress without nagging: see what is done and what is next, get reminders before deadlines, and decide who in the family sees what.',
	},
	{
		title: 'Counselors the family invites',
		text: 'A school or independent counselor can be invited read-only, and sees only the sections the family chooses to share.',
	},
	{
		title: 'Families with more than one student',
		text: 'Each student has their own plan, college list and documents. A parent can follow several students and switch between them.',
	},
]

const howItWorks = [
	{
		title: 'Tell us about your student',
		text: 'Graduation year, school, interests and test plans. It takes a few minutes, and every detail beyond the basics is optional.',
	},
	{
		title: 'Get this week’s plan',
		text: 'Northstar turns the student’s grade and goals into tasks and deadlines, starting with 1 to 3 micro-tasks of 15 minutes or less.',
	},
	{
		title: 'Keep going, together',
		text: 'Reminders reach students and parents before deadlines, and the assistant updates the plan as tasks are done and dates change.',
	},
]

const beliefs = [
	{
		title: 'A minor’s information belongs to the family',
		text: (
			<>
				The account owner decides who sees each section. We never sell a family’s data and never use it to advertise to
				students. Students under 13 cannot hold their own login. Our{' '}
				<Link to="/privacy" className="text-brand underline underline-offset-4">
					privacy policy
				</Link>{' '}
				says exactly what we store and why.
			</>
		),
	},
	{
		title: 'Honest claims, or none',
		text: 'We do not invent statistics, ratings or testimonials, and nobody can promise an admission. Where dates vary by college, we say “typically” and tell you to check.',
	},
	{
		title: 'Small steps beat big panic',
		text: 'College preparation is a few minutes a week spread over four years, not a lost weekend in November of senior year.',
	},
	{
		title: 'The family decides',
		text: 'The assistant keeps the plan current and suggests next steps. Choices about colleges, essays and money stay with the student and their family.',
	},
	{
		title: 'Good help should not depend on who you know',
		text: (
			<>
				Our{' '}
				<Link to="/tools/gpa-calculator" className="text-brand underline underline-offset-4">
					free tools
				</Link>
				,{' '}
				<Link to="/resources" className="text-brand underline underline-offset-4">
					resource guides
				</Link>{' '}
				and{' '}
				<Link to="/blog" className="text-brand underline underline-offset-4">
					blog
				</Link>{' '}
				are open to everyone, with no account.
			</>
		),
	},
	{
		title: 'Plain pricing',
		text: (
			<>
				One subscription per student, with{' '}
				<Link to="/pricing" className="text-brand underline underline-offset-4">
					prices shown up front
				</Link>{' '}
				and no surprise charges in the middle of application season.
			</>
		),
	},
]

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function AboutRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="About Northstar"
				title="College preparation your family can keep up with"
				description="Northstar is a college-preparation companion for high-school students and their parents: one shared plan from the first week of 9th grade to move-in day."
			>
				<Link to="/signup?source=about" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Start your family’s plan
				</Link>
				<Link to="/features" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					See every feature
				</Link>
			</PageHero>

			<Section id="why" title="Why Northstar exists">
				<div className="grid gap-6 text-muted-foreground md:grid-cols-2">
					<p>
						Getting into college, and paying for it, is a four-year project made of hundreds of small steps: the right
						courses, a few activities that go somewhere, tests, a college list, essays, recommendations, the FAFSA, the
						CSS Profile, scholarships and a decision by May 1. Those steps usually live in a dozen places at once: school
						portals, email threads, spreadsheets, sticky notes and a parent’s memory.
					</p>
					<p>
						Families with a private counselor get someone to hold that plan for them. Most families do it on their own,
						often for the first time, and find out about a deadline the week it passes. Northstar gives every family the
						same thing a good counselor gives: a plan that knows what comes next, broken into steps small enough to
						actually do, with reminders so nobody has to carry it all in their head.
					</p>
				</div>
			</Section>

			<Section id="who" title="Who it’s for" muted>
				<FeatureGrid items={audiences} columns={2} />
			</Section>

			<Section id="how" title="How it works">
				<Steps items={howItWorks} />
				<p className="mt-6 text-muted-foreground">
					Inside the plan: a college list sorted into reach, target and safety schools, application and essay tracking
					with Common App and Coalition help, a document vault, and scholarship, FAFSA and CSS Profile guidance.{' '}
					<Link to="/features" className="text-brand underline underline-offset-4">
						See all the features
					</Link>
					.
				</p>
			</Section>

			<Section id="beliefs" title="What we believe" muted>
				<FeatureGrid items={beliefs} />
			</Section>

			<Section
				id="data"
				title="Where our college information comes from"
				intro="The colleges in Northstar, with their costs, graduation rates and outcomes, come from a public federal source."
			>
				<Card padding="md" className="sm:p-6">
					<p>
						College data: <strong>U.S. Department of Education, College Scorecard</strong> (
						<a
							href="https://collegescorecard.ed.gov/"
							className="text-brand underline underline-offset-4"
							rel="noopener noreferrer"
						>
							collegescorecard.ed.gov
						</a>
						).
					</p>
					<div className="mt-4 text-sm text-muted-foreground">
						<Checklist
							items={[
								'We show the Scorecard’s figures as published and say where they come from.',
								'Northstar is not affiliated with or endorsed by the U.S. Department of Education.',
								'Each college’s own website is the final word on its deadlines, requirements and costs.',
							]}
						/>
					</div>
				</Card>
			</Section>

			<CtaBand
				title="Put the whole plan in one place"
				text="Create an account, tell us about your student, and see this week’s plan in a few minutes."
				href="/signup?source=about"
				label="Get started"
				note={trialLine(trialDays)}
			/>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'About Northstar',
		description:
			'Why Northstar exists, who it is for and what we believe: one college-preparation plan for students and parents from 9th grade to move-in, with families in charge of their data.',
	})
