import { Link } from 'react-router'
import { FaqAccordion } from '#app/components/faq-accordion'
import { CtaBand, PageHero, Section } from '#app/components/marketing'
import { COMMON_APP_GUIDE_ID, CommonAppGuide } from '#app/components/site/common-app-guide'
import { buttonVariants } from '#app/components/ui/button'
import { pageMeta } from '#app/features/seo/site-meta'
import { HtmlSentOnce } from '#app/lib/html-sent-once'
import { renderHtmlOnce } from '#app/lib/html-sent-once.server'
import { faq } from '../../../content/applications/common-app-guide'
import type { Route } from './+types/common-app'

// /common-app: the Common App section by section, the activities list, the
// personal essay, recommendations, fee waivers, the timeline, and where
// Northstar helps. The copy is content/applications/common-app-guide.ts.
// The guide between the hero and the questions is text and links only: the
// loader renders it, and a whole document carries it once, as HTML, not
// again as the page's script (decision 057).

const SIGNUP_HREF = '/signup?source=common-app'

export function loader({ context }: Route.LoaderArgs) {
	return { guide: renderHtmlOnce(context, COMMON_APP_GUIDE_ID, <CommonAppGuide />) }
}

export default function CommonAppRoute({ loaderData }: Route.ComponentProps) {
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

			<HtmlSentOnce id={COMMON_APP_GUIDE_ID} html={loaderData.guide} />

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

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Common App guide: sections, activities, essay and deadlines',
		description:
			'A section-by-section guide to the Common App: the 7 sections with tips, 10 activities in 150 characters, the 650-word personal essay and its 7 prompts, recommendations, fee waivers and the timeline.',
	})
