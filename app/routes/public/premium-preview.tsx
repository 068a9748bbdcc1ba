import { Link } from 'react-router'
import { ComparisonTable, signupHref, TrialLine } from '#app/components/pricing'
import { buttonVariants } from '#app/components/ui/button'
import { planDefinitions } from '#app/features/billing/catalog'
import { formatPrice } from '#app/features/billing/price-copy'
import { getAppContext } from '#app/lib/app-context'
import { pageMeta } from '#app/features/seo/site-meta'
import type { Route } from './+types/premium-preview'

// What the paid tiers add, feature by feature (DECISIONS.md: owned by «Billing»).

export function loader({ context }: Route.LoaderArgs) {
	const { env } = getAppContext(context)
	return { trialDays: env.TRIAL_DAYS, catalog: env.PRICING_CATALOG }
}

const tiers = planDefinitions.filter((plan) => plan.catalog === 'tiers')

export default function PremiumPreviewRoute({ loaderData }: Route.ComponentProps) {
	const { trialDays, catalog } = loaderData
	const premium = tiers.find((plan) => plan.slug === 'premium-monthly')!
	return (
		<div className="mx-auto max-w-4xl px-4 py-12">
			<h1 className="text-4xl font-extrabold tracking-tight">What Premium adds</h1>
			<p className="mt-3 text-lg text-muted-foreground">
				Starter keeps the plan and the college list. Growth adds applications, essays, documents, scholarships and the
				family view. Premium adds the assistant without limits, counselor sharing and priority reminders.
			</p>
			<TrialLine days={trialDays} className="mt-2" />
			<div className="mt-8">
				<ComparisonTable plans={tiers} />
			</div>
			<div className="mt-8 flex flex-wrap items-center gap-4">
				<Link to={signupHref(premium, 'premium-preview')} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
					Try Premium free
				</Link>
				<Link to="/pricing" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
					See all pricing
				</Link>
			</div>
			{catalog === 'founder' ? (
				<p className="mt-6 text-sm text-muted-foreground">
					During our founder launch every family gets all of Premium for {formatPrice(500)} a month per student.
				</p>
			) : null}
		</div>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Premium preview',
		description: 'What Starter, Growth and Premium include, feature by feature.',
	})
