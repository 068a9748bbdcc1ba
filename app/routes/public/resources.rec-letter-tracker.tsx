import { Link } from 'react-router'
import { Checklist, CtaBand, FeatureGrid, PageHero, Section, Steps, textLinkClass } from '#app/components/marketing'
import { ResourceChecklist } from '#app/components/resource-checklist'
import { renderChecklistOnce } from '#app/components/resource-checklist.server'
import { ResourceTracker } from '#app/components/resource-tracker'
import { buttonVariants } from '#app/components/ui/button'
import { pageMeta } from '#app/features/seo/site-meta'
import { HtmlSentOnce } from '#app/lib/html-sent-once'
import { renderHtmlOnce } from '#app/lib/html-sent-once.server'
import { bragSheet, checklist, hero, howToAsk, meta as content, tracker, whenToAsk, whoToAsk } from '../../../content/resources/rec-letter-tracker'
import type { Route } from './+types/resources.rec-letter-tracker'

const SLUG = 'rec-letter-tracker'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.title, description: content.description })

// The guide above the checklist is text and links only: the loader renders it, and a
// whole document carries it once, as HTML, not again as script (decision 057).
const GUIDE_ID = 'rec-letter-guide'

export function loader({ context }: Route.LoaderArgs) {
	return { guide: renderHtmlOnce(context, GUIDE_ID, <Guide />), checklist: renderChecklistOnce(context, checklist) }
}

export default function RecLetterTrackerPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description}>
				<a href="#tracker" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Open the tracker
				</a>
				<Link to={`/signup?source=resources-${SLUG}`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					Get reminders in Northstar
				</Link>
			</PageHero>

			<HtmlSentOnce id={GUIDE_ID} html={loaderData.guide} />

			<Section id="checklist" title="Recommendation letter checklist" muted>
				<ResourceChecklist page={SLUG} checklist={loaderData.checklist} title="Recommendation letter checklist" />
			</Section>

			<Section
				id="tracker"
				title="Your recommendation tracker"
				intro="One row per recommender. Update the status as you go, sort by deadline, and export a CSV whenever you want a copy."
			>
				<ResourceTracker page={SLUG} config={tracker} />
			</Section>

			<Section id="related" title="Related tools" muted>
				<ul className="flex flex-col gap-2">
					<li>
						<Link to="/tools/timeline-builder" className={textLinkClass}>
							Timeline builder
						</Link>{' '}
						— a personal calendar of application and recommendation deadlines.
					</li>
					<li>
						<Link to="/tools/college-match" className={textLinkClass}>
							College match
						</Link>{' '}
						— find colleges that fit before you ask for letters.
					</li>
					<li>
						<Link to="/tools/gpa-calculator" className={textLinkClass}>
							GPA calculator
						</Link>{' '}
						— know your GPA for your brag sheet.
					</li>
				</ul>
			</Section>

			<CtaBand
				title="Never miss a recommendation deadline"
				text="Northstar turns your deadlines into 1–3 small tasks a day, including reminders to follow up with recommenders."
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
			<Section id="who" title="Who to ask">
				<FeatureGrid items={whoToAsk} />
			</Section>

			<Section id="when" title="When to ask" muted>
				<FeatureGrid items={whenToAsk} />
				<p className="mt-6 text-muted-foreground">
					Put every ask and deadline on one calendar with the{' '}
					<a href="/tools/timeline-builder" className={textLinkClass}>
						timeline builder
					</a>
					.
				</p>
			</Section>

			<Section id="how" title="How to ask">
				<Steps items={howToAsk} />
			</Section>

			<Section
				id="brag-sheet"
				title="What to give them: a brag sheet"
				intro="A one- or two-page brag sheet helps a recommender write specific, personal details instead of general praise. Include:"
				muted
			>
				<Checklist items={bragSheet} />
			</Section>

			<Section
				id="thank-you"
				title="Thank-you notes"
				intro="Recommenders write these letters on their own time. A short handwritten note after they submit — and an update when you hear back from colleges — is the right way to close the loop."
			>
				<p className="max-w-3xl">
					Mention something specific: the class, a moment you remember, and what their support means to you. Keep it to a few sentences.
				</p>
			</Section>
		</>
	)
}
