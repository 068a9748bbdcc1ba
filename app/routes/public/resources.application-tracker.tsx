import { Link } from 'react-router'
import { Checklist, CtaBand, FeatureGrid, PageHero, Section, textLinkClass } from '#app/components/marketing'
import { ResourceChecklist } from '#app/components/resource-checklist'
import { renderChecklistOnce } from '#app/components/resource-checklist.server'
import { ResourceTracker } from '#app/components/resource-tracker'
import { buttonVariants } from '#app/components/ui/button'
import { pageMeta } from '#app/features/seo/site-meta'
import { HtmlSentOnce } from '#app/lib/html-sent-once'
import { renderHtmlOnce } from '#app/lib/html-sent-once.server'
import { checklist, hero, meta as content, plans, platforms, tips, tracker } from '../../../content/resources/application-tracker'
import type { Route } from './+types/resources.application-tracker'

const SLUG = 'application-tracker'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.title, description: content.description })

// The guide between the tracker and the checklist is text and links only: the loader renders it, and a
// whole document carries it once, as HTML, not again as script (decision 057).
const GUIDE_ID = 'application-guide'

export function loader({ context }: Route.LoaderArgs) {
	return { guide: renderHtmlOnce(context, GUIDE_ID, <Guide />), checklist: renderChecklistOnce(context, checklist) }
}

export default function ApplicationTrackerPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description}>
				<a href="#tracker" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Open the tracker
				</a>
				<Link to={`/signup?source=resources-${SLUG}`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					Track it in Northstar
				</Link>
			</PageHero>

			<Section
				id="tracker"
				title="Your application tracker"
				intro="Add a row for each college. Edit any cell in place, sort by deadline, and export a CSV to share with your counselor or family."
			>
				<ResourceTracker page={SLUG} config={tracker} />
			</Section>

			<HtmlSentOnce id={GUIDE_ID} html={loaderData.guide} />

			<Section id="checklist" title="Application checklist">
				<ResourceChecklist page={SLUG} checklist={loaderData.checklist} title="Application checklist" />
			</Section>

			<Section id="related" title="Related tools" muted>
				<ul className="flex flex-col gap-2">
					<li>
						<Link to="/tools/college-match" className={textLinkClass}>
							College match
						</Link>{' '}
						— find colleges to add to your list.
					</li>
					<li>
						<Link to="/tools/timeline-builder" className={textLinkClass}>
							Timeline builder
						</Link>{' '}
						— a personal calendar of your deadlines.
					</li>
					<li>
						<Link to="/tools/gpa-calculator" className={textLinkClass}>
							GPA calculator
						</Link>{' '}
						— check the GPA you will report.
					</li>
				</ul>
			</Section>

			<CtaBand
				title="Turn deadlines into daily steps"
				text="Northstar breaks each application into 1–3 small tasks a day, each 15 minutes or less."
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
				id="plans"
				title="Application plans, explained"
				intro="Dates and rules vary by college — these are typical patterns, so confirm each one on the college’s admissions site."
				muted
			>
				<FeatureGrid items={plans} />
			</Section>

			<Section id="platforms" title="Application platforms">
				<FeatureGrid items={platforms} />
			</Section>

			<Section id="tips" title="How to use the tracker well" muted>
				<Checklist items={tips} />
				<p className="mt-6 text-muted-foreground">
					Want every deadline on one calendar? Use the{' '}
					<a href="/tools/timeline-builder" className={textLinkClass}>
						timeline builder
					</a>
					, or see the{' '}
					<a href="/resources/deadlines-calendar" className={textLinkClass}>
						typical deadlines calendar
					</a>
					.
				</p>
			</Section>
		</>
	)
}
