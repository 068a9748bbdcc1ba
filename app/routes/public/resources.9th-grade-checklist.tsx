import { Link } from 'react-router'
import { CtaBand, FeatureGrid, PageHero, Section, textLinkClass } from '#app/components/marketing'
import { ResourceChecklist } from '#app/components/resource-checklist'
import { renderChecklistOnce } from '#app/components/resource-checklist.server'
import { buttonVariants } from '#app/components/ui/button'
import { pageMeta } from '#app/features/seo/site-meta'
import { checklist, essentials, hero, meta as content } from '../../../content/resources/9th-grade-checklist'
import type { Route } from './+types/resources.9th-grade-checklist'

const SLUG = '9th-grade-checklist'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.title, description: content.description })

export function loader({ context }: Route.LoaderArgs) {
	return { checklist: renderChecklistOnce(context, checklist) }
}

export default function NinthGradeChecklistPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description}>
				<a href="#checklist" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Start the checklist
				</a>
				<Link to={`/signup?source=resources-${SLUG}`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					Get a 4-year plan
				</Link>
			</PageHero>

			<Section id="essentials" title="What matters in freshman year">
				<FeatureGrid items={essentials} />
				<p className="mt-6 text-muted-foreground">
					Keep an eye on your GPA with the{' '}
					<Link to="/tools/gpa-calculator" className={textLinkClass}>
						GPA calculator
					</Link>{' '}
					and map out the next four years with the{' '}
					<Link to="/tools/timeline-builder" className={textLinkClass}>
						timeline builder
					</Link>
					.
				</p>
			</Section>

			<Section
				id="checklist"
				title="Month-by-month checklist"
				intro="Tick items as you go — your progress is saved in this browser. Timing varies by school, so adjust to your school’s calendar."
				muted
			>
				<ResourceChecklist page={SLUG} checklist={loaderData.checklist} title="9th grade checklist" />
			</Section>

			<CtaBand
				title="Build good habits with small steps"
				text="Northstar gives you 1–3 micro-tasks a day, each 15 minutes or less, matched to your grade."
				href={`/signup?source=resources-${SLUG}`}
				label="Create your free account"
			/>
		</>
	)
}
