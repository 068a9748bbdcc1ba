import { Link } from 'react-router'
import { CtaBand, FeatureGrid, PageHero, Section, Steps, textLinkClass } from '#app/components/marketing'
import { ResourceChecklist } from '#app/components/resource-checklist'
import { renderChecklistOnce } from '#app/components/resource-checklist.server'
import { ResourceTracker } from '#app/components/resource-tracker'
import { buttonVariants } from '#app/components/ui/button'
import { pageMeta } from '#app/features/seo/site-meta'
import { HtmlSentOnce } from '#app/lib/html-sent-once'
import { renderHtmlOnce } from '#app/lib/html-sent-once.server'
import { balance, checklist, hero, meta as content, steps, tracker } from '../../../content/resources/college-list-builder'
import type { Route } from './+types/resources.college-list-builder'

const SLUG = 'college-list-builder'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.title, description: content.description })

// The guide above the checklist is text and links only: the loader renders it, and a
// whole document carries it once, as HTML, not again as script (decision 057).
const GUIDE_ID = 'college-list-guide'

export function loader({ context }: Route.LoaderArgs) {
	return { guide: renderHtmlOnce(context, GUIDE_ID, <Guide />), checklist: renderChecklistOnce(context, checklist) }
}

export default function CollegeListBuilderPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description}>
				<Link to="/tools/college-match" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Find matching colleges
				</Link>
				<a href="#tracker" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					Start your list
				</a>
			</PageHero>

			<HtmlSentOnce id={GUIDE_ID} html={loaderData.guide} />

			<Section id="checklist" title="College list checklist">
				<ResourceChecklist page={SLUG} checklist={loaderData.checklist} title="College list checklist" />
			</Section>

			<Section
				id="tracker"
				title="Your college list"
				intro="Add each college, label it, and note its net price from the college’s own calculator. When your list is ready, move it to the application tracker."
				muted
			>
				<ResourceTracker page={SLUG} config={tracker} />
				<p className="mt-6 text-muted-foreground">
					Ready to apply? Continue in the{' '}
					<Link to="/resources/application-tracker" className={textLinkClass}>
						application tracker
					</Link>
					.
				</p>
			</Section>

			<CtaBand
				title="Get a list that fits you"
				text="Northstar suggests colleges from your interests and keeps your list, costs and deadlines in one place."
				href={`/signup?source=resources-${SLUG}`}
				label="Create your free account"
			/>
		</>
	)
}

/** Rendered by the loader only, outside the router: its links are plain anchors. */
function Guide() {
	return (
		<>
			<Section
				id="balance"
				title="What a balanced list looks like"
				intro="A common approach is roughly 7–10 colleges in three groups. Where a college falls depends on your own record, so the same college can be a reach for one student and a target for another."
			>
				<FeatureGrid items={balance} />
			</Section>

			<Section id="how" title="How to build it" muted>
				<Steps items={steps} />
				<p className="mt-6 text-muted-foreground">
					Start with{' '}
					<a href="/tools/college-match" className={textLinkClass}>
						college match
					</a>
					, check where you stand with the{' '}
					<a href="/tools/gpa-calculator" className={textLinkClass}>
						GPA calculator
					</a>
					, and plan visits and deadlines in the{' '}
					<a href="/tools/timeline-builder" className={textLinkClass}>
						timeline builder
					</a>
					.
				</p>
			</Section>
		</>
	)
}
