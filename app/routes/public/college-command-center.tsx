import { Link } from 'react-router'
import { Checklist, CtaBand, PageHero } from '#app/components/marketing'
import { TourPanel } from '#app/components/site/command-center-panels'
import { buttonVariants } from '#app/components/ui/button'
import { trialLine } from '#app/features/billing/price-copy'
import { pageMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { cn } from '#app/lib/cn'
import { tourStops } from '../../../content/site/college-command-center'
import type { Route } from './+types/college-command-center'

// The workspace tour (DECISIONS.md): list, deadlines, documents, aid. The
// stops are content/site/college-command-center.ts; their panels are drawn by
// components/site/command-center-panels.tsx.

const SIGNUP = '/signup?source=college-command-center'

export function loader({ context }: Route.LoaderArgs) {
	return { trialDays: getAppContext(context).env.TRIAL_DAYS }
}

export default function CollegeCommandCenterRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays } = loaderData
	return (
		<>
			<PageHero
				eyebrow="The workspace tour"
				title="Your college command center"
				description="The college list, every deadline, the documents and the financial aid for one student, in one workspace the family shares. Here is what each part looks like."
			>
				<Link to={SIGNUP} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Open your command center
				</Link>
				<Link to="/features" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					All features
				</Link>
			</PageHero>

			<nav aria-label="Tour stops" className="mx-auto max-w-5xl px-4">
				<ol className="flex flex-wrap justify-center gap-2 text-sm">
					{tourStops.map((stop, index) => (
						<li key={stop.id}>
							<a href={`#${stop.id}`} className="inline-block rounded-full border px-3 py-1.5 hover:bg-muted">
								{index + 1}. {stop.eyebrow}
							</a>
						</li>
					))}
				</ol>
			</nav>

			{tourStops.map((stop, index) => (
				<section
					key={stop.id}
					id={stop.id}
					aria-labelledby={`${stop.id}-heading`}
					className={cn('scroll-mt-20 py-12 sm:py-16', index % 2 === 1 && 'bg-muted/60')}
				>
					<div className="mx-auto grid max-w-5xl items-center gap-8 px-4 md:grid-cols-2 md:gap-12">
						<div className={cn(index % 2 === 1 && 'md:order-2')}>
							<p className="text-sm font-semibold tracking-wide text-brand uppercase">{stop.eyebrow}</p>
							<h2 id={`${stop.id}-heading`} className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
								{stop.title}
							</h2>
							<p className="mt-3 text-muted-foreground">{stop.text}</p>
							<div className="mt-5 text-sm">
								<Checklist items={[...stop.points]} />
							</div>
						</div>
						<TourPanel stop={stop.id} />
					</div>
				</section>
			))}

			<CtaBand
				title="Run college planning from one place"
				text="Create an account, add your student, and the command center fills in with this week’s plan."
				href={SIGNUP}
				label="Get started"
				note={trialLine(trialDays)}
			/>
		</>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Your college command center',
		description:
			'A tour of the Northstar workspace: the reach/target/safety college list, one timeline of deadlines, a document vault and financial aid compared side by side.',
	})
