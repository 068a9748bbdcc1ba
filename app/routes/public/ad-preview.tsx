import { PageHero, Section } from '#app/components/marketing'
import { AdSpecs, ConceptTabs } from '#app/components/site/ad-concepts'
import { trialLine } from '#app/features/billing/price-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/ad-preview'

// Internal: five paid-social ad concepts for review (noindex). The copy is
// content/site/ad-concepts.ts; prices come from the plan catalog.

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function AdPreviewRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="Internal preview"
				title="Ad concepts"
				description="Five paid-social concepts for review, each shown as a mock feed ad with the standard tier prices and the trial line."
			/>
			<Section id="concepts" title="Concepts">
				<ConceptTabs trial={trialLine(trialDays)} />
			</Section>
			<Section id="specs" title="Ad specs" muted>
				<AdSpecs />
			</Section>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Ad concepts (internal preview)',
		description: 'Internal review of Northstar paid-social ad concepts, copy limits and ad specs.',
		noindex: true,
	})
