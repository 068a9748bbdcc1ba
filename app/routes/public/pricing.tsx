import { redirect } from 'react-router'
import {
	type Billing,
	BillingToggle,
	ComparisonTable,
	Faq,
	PlanCard,
	plansForPeriod,
	pricingFaq,
	signupHref,
	TrialLine,
} from '#app/components/pricing'
import { FormMessage } from '#app/components/form-controls'
import { priceQuote } from '#app/features/billing/catalog'
import { formatPrice } from '#app/features/billing/price-copy'
import { loadPricing } from '#app/features/billing/pricing-page.server'
import { getAppContext } from '#app/lib/app-context'
import { pageMeta } from '#app/features/seo/site-meta'
import type { Route } from './+types/pricing'

export async function loader({ request, context }: Route.LoaderArgs) {
	const app = getAppContext(context)
	const url = new URL(request.url)
	// spec §2: the app-style pricing UI, when configured, replaces this page.
	if (app.env.PRICING_UI === 'app') throw redirect(`/pricing-app${url.search}`)
	const billing: Billing = url.searchParams.get('billing') === 'yearly' ? 'yearly' : 'monthly'
	return { ...(await loadPricing(app)), billing }
}

export default function PricingRoute({ loaderData }: Route.ComponentProps) {
	const { plans, standardPlans, trialDays, billing, failed, catalog } = loaderData
	const shown = plansForPeriod(plans, billing)
	const hasYearly = plans.some((plan) => plan.interval === 'year')
	return (
		<div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
			<header className="text-center">
				<h1 className="text-4xl font-extrabold tracking-tight">Simple pricing, per student</h1>
				<p className="mx-auto mt-3 max-w-2xl text-lg text-muted-foreground">
					{catalog === 'founder'
						? 'Founder pricing: every feature for $5 a month or $50 a year, locked in while your student is in high school.'
						: 'Pick the plan that fits this stage of high school. Change or cancel any time.'}
				</p>
				<TrialLine days={trialDays} className="mt-2" />
				<div className="mt-6 flex justify-center">
					<BillingToggle billing={billing} basePath="/pricing" hasYearly={hasYearly} />
				</div>
			</header>

			<section aria-labelledby="plans-heading" className="mt-10">
				<h2 id="plans-heading" className="sr-only">
					Plans
				</h2>
				{shown.length ? (
					<div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 [&>*:only-child]:mx-auto [&>*:only-child]:max-w-sm">
						{shown.map((plan, index) => (
							<PlanCard
								key={plan.slug}
								plan={plan}
								allPlans={plans}
								trialDays={trialDays}
								ctaHref={signupHref(plan, 'pricing')}
								highlighted={shown.length === 1 || index === 1}
							/>
						))}
					</div>
				) : (
					<FormMessage tone="info">
						{failed
							? "We couldn't load the plans just now. Please refresh in a moment."
							: 'No plans are on sale right now.'}
					</FormMessage>
				)}
			</section>

			{standardPlans.length ? (
				<section aria-labelledby="standard-heading" className="mt-16">
					<h2 id="standard-heading" className="text-2xl font-bold">
						What founder families are spared
					</h2>
					<p className="mt-2 text-muted-foreground">
						Our standard prices are{' '}
						{standardPlans.map((plan) => `${plan.name} ${formatPrice(plan.priceCents)}`).join(', ')} a month. Founder
						families get everything for {formatPrice(500)} a month.
					</p>
					<div className="mt-6">
						<ComparisonTable plans={[...plansForPeriod(plans, 'monthly'), ...standardPlans]} />
					</div>
				</section>
			) : shown.length > 1 ? (
				<section aria-labelledby="compare-heading" className="mt-16">
					<h2 id="compare-heading" className="text-2xl font-bold">
						Compare plans
					</h2>
					<div className="mt-6">
						<ComparisonTable plans={shown} />
					</div>
				</section>
			) : null}

			<section aria-labelledby="faq-heading" className="mt-16">
				<h2 id="faq-heading" className="text-2xl font-bold">
					Questions families ask
				</h2>
				<div className="mt-6">
					<Faq items={pricingFaq(trialDays, catalog)} />
				</div>
			</section>
		</div>
	)
}

export const meta: Route.MetaFunction = (args) =>
	pageMeta(args, {
		title: 'Pricing',
		description: `Northstar pricing: one plan per student, with a free trial. ${priceQuote(args.loaderData?.catalog ?? 'founder').short}`,
	})
