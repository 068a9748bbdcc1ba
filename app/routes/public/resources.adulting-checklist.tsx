import { Link } from 'react-router'
import { CtaBand, PageHero, Section, textLinkClass } from '#app/components/marketing'
import { ResourceChecklist } from '#app/components/resource-checklist'
import { renderChecklistOnce } from '#app/components/resource-checklist.server'
import { buttonVariants } from '#app/components/ui/button'
import { pageMeta } from '#app/features/seo/site-meta'
import { checklist, hero, meta as content } from '../../../content/resources/adulting-checklist'
import type { Route } from './+types/resources.adulting-checklist'

const SLUG = 'adulting-checklist'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.title, description: content.description })

export function loader({ context }: Route.LoaderArgs) {
	return { checklist: renderChecklistOnce(context, checklist) }
}

export default function AdultingChecklistPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description}>
				<a href="#checklist" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Start the checklist
				</a>
				<Link to={`/signup?source=resources-${SLUG}`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					Plan it in Northstar
				</Link>
			</PageHero>

			<Section
				id="checklist"
				title="Your checklist"
				intro="Tick items as you finish them — your progress is saved in this browser. Print it to work through with a parent or guardian."
			>
				<ResourceChecklist page={SLUG} checklist={loaderData.checklist} title="Adulting checklist" />
			</Section>

			<Section id="related" title="Still choosing a college?" muted>
				<p className="max-w-3xl">
					Find colleges that fit with{' '}
					<Link to="/tools/college-match" className={textLinkClass}>
						college match
					</Link>
					, plan the months ahead with the{' '}
					<Link to="/tools/timeline-builder" className={textLinkClass}>
						timeline builder
					</Link>
					, and check your grades with the{' '}
					<Link to="/tools/gpa-calculator" className={textLinkClass}>
						GPA calculator
					</Link>
					.
				</p>
			</Section>

			<CtaBand
				title="Get ready one small step at a time"
				text="Northstar breaks big transitions into 1–3 tasks a day, each 15 minutes or less."
				href={`/signup?source=resources-${SLUG}`}
				label="Create your free account"
			/>
		</>
	)
}
