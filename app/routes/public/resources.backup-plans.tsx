import { Link } from 'react-router'
import { CtaBand, FeatureGrid, PageHero, Section, textLinkClass } from '#app/components/marketing'
import { ResourceChecklist } from '#app/components/resource-checklist'
import { renderChecklistOnce } from '#app/components/resource-checklist.server'
import { buttonVariants } from '#app/components/ui/button'
import { pageMeta } from '#app/features/seo/site-meta'
import { aidAppeal, checklist, deferral, hero, meta as content, noAdmits, waitlist } from '../../../content/resources/backup-plans'
import type { Route } from './+types/resources.backup-plans'

const SLUG = 'backup-plans'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: content.title, description: content.description })

export function loader({ context }: Route.LoaderArgs) {
	return { checklist: renderChecklistOnce(context, checklist) }
}

export default function BackupPlansPage({ loaderData }: Route.ComponentProps) {
	return (
		<>
			<PageHero eyebrow={hero.eyebrow} title={hero.title} description={hero.description}>
				<a href="#checklist" className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Go to the checklist
				</a>
				<Link to={`/signup?source=resources-${SLUG}`} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					Get help in Northstar
				</Link>
			</PageHero>

			<Section id="waitlist" title="If you are waitlisted">
				<FeatureGrid items={waitlist} />
			</Section>

			<Section id="deferral" title="If you are deferred" muted>
				<FeatureGrid items={deferral} />
			</Section>

			<Section
				id="no-admits"
				title="If you are not admitted anywhere"
				intro="It happens, and there are good paths forward. Talk with your counselor as soon as you can."
			>
				<FeatureGrid items={noAdmits} />
				<p className="mt-6 text-muted-foreground">
					Search for colleges still accepting applications with{' '}
					<Link to="/tools/college-match" className={textLinkClass}>
						college match
					</Link>
					, check your GPA for new applications with the{' '}
					<Link to="/tools/gpa-calculator" className={textLinkClass}>
						GPA calculator
					</Link>
					, and plan the next deadlines in the{' '}
					<Link to="/tools/timeline-builder" className={textLinkClass}>
						timeline builder
					</Link>
					.
				</p>
			</Section>

			<Section
				id="aid-appeal"
				title="Appealing for more financial aid"
				intro="If your family’s situation has changed, or an offer leaves a gap you cannot cover, you can ask the college to take another look. There is no guarantee, but asking is normal."
				muted
			>
				<FeatureGrid items={aidAppeal} />
			</Section>

			<Section id="checklist" title="Backup plan checklist" intro="Tick what applies to you — your progress is saved in this browser.">
				<ResourceChecklist page={SLUG} checklist={loaderData.checklist} title="Backup plan checklist" />
			</Section>

			<CtaBand
				title="Make a plan B before you need it"
				text="Northstar helps you keep a balanced list and turns every next step into 1–3 small tasks a day."
				href={`/signup?source=resources-${SLUG}`}
				label="Create your free account"
			/>
		</>
	)
}
