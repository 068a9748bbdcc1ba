import { Link } from 'react-router'
import { CtaBand, FeatureGrid, PageHero, Section, Steps, textLinkClass } from '#app/components/marketing'
import { ResourceTracker } from '#app/components/resource-tracker'
import { buttonVariants } from '#app/components/ui/button'
import { pageMeta } from '#app/features/seo/site-meta'
import { HtmlSentOnce } from '#app/lib/html-sent-once'
import { renderHtmlOnce } from '#app/lib/html-sent-once.server'
import { examples, hero, meta as content, microTasks, smart, weeklyReview, worksheet } from '../../../content/resources/goal-setting'
import type { Route } from './+types/resources.goal-setting'

const SLUG = 'goal-setting'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.title, description: content.description })

// The guide above the worksheet is text and links only: the loader renders it, and a
// whole document carries it once, as HTML, not again as script (decision 057).
const GUIDE_ID = 'goal-setting-guide'

export function loader({ context }: Route.LoaderArgs) {
	return { guide: renderHtmlOnce(context, GUIDE_ID, <Guide />) }
}

export default function GoalSettingPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description}>
				<a href="#worksheet" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Open the goal worksheet
				</a>
				<Link to={`/signup?source=resources-${SLUG}`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					Get daily micro-tasks
				</Link>
			</PageHero>

			<HtmlSentOnce id={GUIDE_ID} html={loaderData.guide} />

			<Section
				id="worksheet"
				title="Your goal worksheet"
				intro="Add a goal, say why it matters, name the very first step and pick a date. Keep it to one to three goals at a time."
			>
				<ResourceTracker page={SLUG} config={worksheet} />
			</Section>

			<CtaBand
				title="Turn goals into 15-minute steps"
				text="Northstar gives you 1–3 micro-tasks a day so your goals keep moving."
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
			<Section id="smart" title="What makes a goal SMART">
				<FeatureGrid items={smart} />
			</Section>

			<Section id="examples" title="Examples by grade" intro="Adapt these to your own classes and interests." muted>
				<FeatureGrid items={examples} columns={2} />
				<p className="mt-6 text-muted-foreground">
					Grade goals start with knowing where you stand — try the{' '}
					<a href="/tools/gpa-calculator" className={textLinkClass}>
						GPA calculator
					</a>
					. College goals start with{' '}
					<a href="/tools/college-match" className={textLinkClass}>
						college match
					</a>
					.
				</p>
			</Section>

			<Section id="weekly-review" title="A 15-minute weekly review" intro="Pick the same time each week — Sunday evening works for many students.">
				<Steps items={weeklyReview} />
				<p className="mt-6 text-muted-foreground">
					Put your deadlines on one calendar with the{' '}
					<a href="/tools/timeline-builder" className={textLinkClass}>
						timeline builder
					</a>
					.
				</p>
			</Section>

			<Section id="micro-tasks" title="How Northstar’s micro-tasks help" muted>
				<p className="max-w-3xl">{microTasks}</p>
			</Section>
		</>
	)
}
