import { Link } from 'react-router'
import { FaqAccordion } from '#app/components/faq-accordion'
import { Checklist, CtaBand, PageHero, Section } from '#app/components/marketing'
import { FreeTools, PricingSummary, RolesTable } from '#app/components/site/features-page'
import { buttonVariants } from '#app/components/ui/button'
import { pricingSummary } from '#app/features/billing/catalog'
import { trialLine } from '#app/features/billing/price-copy'
import { MAX_LIST } from '#app/features/colleges/college-list'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { faq, featureGroups } from '../../../content/site/features'
import type { Route } from './+types/features'

// The page's copy lives in content/site/features.ts.

export function loader({ context }: Route.LoaderArgs) {
	const { env } = getAppContext(context)
	// The list's real limit comes from the server, so the page never promises more than it holds.
	return { trialDays: env.TRIAL_DAYS, pricing: pricingSummary(env.PRICING_CATALOG), collegeListLimit: MAX_LIST }
}

export default function FeaturesRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays, pricing, collegeListLimit } = loaderData
	const groups = featureGroups({ collegeListLimit })
	return (
		<>
			<PageHero
				eyebrow="Features"
				title="Everything college preparation needs, in one plan"
				description="Tasks and deadlines, the college list, applications and essays, documents, financial aid and a family view, kept current by an assistant that knows your student."
			>
				<Link to="/signup?source=features" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Start free
				</Link>
				<Link to="/pricing" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					See pricing
				</Link>
			</PageHero>

			<nav aria-label="On this page" className="mx-auto max-w-5xl px-4">
				<ul className="flex flex-wrap justify-center gap-2 text-sm">
					{[...groups, { id: 'free-tools', short: 'Free tools' }].map((entry) => (
						<li key={entry.id}>
							<a href={`#${entry.id}`} className="inline-block rounded-full border px-3 py-1.5 hover:bg-muted">
								{entry.short}
							</a>
						</li>
					))}
				</ul>
			</nav>

			{groups.map((group, index) => (
				<Section key={group.id} id={group.id} title={group.title} intro={group.intro} muted={index % 2 === 1}>
					<Checklist items={group.items} />
					{group.id === 'family' ? <RolesTable /> : null}
					{group.links?.length ? (
						<ul className="mt-6 flex flex-wrap gap-3">
							{group.links.map((link) => (
								<li key={link.href}>
									<Link to={link.href} className={buttonVariants({ variant: 'outline' })}>
										{link.label}
									</Link>
								</li>
							))}
						</ul>
					) : null}
				</Section>
			))}

			<Section
				id="free-tools"
				title="Free tools, guides and the blog"
				intro="Open to everyone, with no account and no email address."
				muted={groups.length % 2 === 1}
			>
				<FreeTools />
			</Section>

			<Section id="pricing" title="One subscription per student">
				<PricingSummary pricing={pricing} />
			</Section>

			<Section id="faq" title="Questions about features" muted>
				<FaqAccordion items={faq} columns={2} />
			</Section>

			<CtaBand
				title="See your student’s plan this week"
				text="Create an account, tell us about your student, and Northstar lays out the first steps."
				href="/signup?source=features"
				label="Get started"
				note={trialLine(trialDays)}
			/>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Features',
		description:
			'Northstar’s features: a plan with reminders, a reach/target/safety college list, application and essay tracking, a document vault, FAFSA and CSS Profile guidance, a family view and an assistant.',
	})
