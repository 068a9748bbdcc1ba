import { useState } from 'react'
import { Link } from 'react-router'
import {
	type Billing,
	BillingToggle,
	ComparisonTable,
	plansForPeriod,
	type PricingPlan,
	signupHref,
	TrialLine,
} from '#app/components/pricing'
import { FormMessage } from '#app/components/form-controls'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Radio } from '#app/components/ui/radio-group'
import { features as featureLabels, type Feature } from '#app/features/billing/catalog'
import { formatPrice } from '#app/features/billing/price-copy'
import { loadPricing } from '#app/features/billing/pricing-page.server'
import { getAppContext } from '#app/lib/app-context'
import { cn } from '#app/lib/cn'
import type { Route } from './+types/pricing-app'

// The compact, app-style picker (DECISIONS.md): one student at a time, a
// monthly/yearly switch, and "continue" into sign-up and onboarding. While
// founder pricing sells, the standard tiers are shown beside it, as on /pricing
// (decision 025).

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const billing: Billing = url.searchParams.get('billing') === 'yearly' ? 'yearly' : 'monthly'
	return { ...(await loadPricing(getAppContext(context))), billing }
}

export default function PricingAppRoute({ loaderData }: Route.ComponentProps) {
	const { plans, standardPlans, trialDays, billing, failed } = loaderData
	const shown = plansForPeriod(plans, billing)
	const [selected, setSelected] = useState(shown[0]?.slug ?? '')
	const plan = shown.find((candidate) => candidate.slug === selected) ?? shown[0]
	return (
		<main id="main-content" className="mx-auto flex min-h-dvh max-w-md flex-col gap-6 px-4 py-10">
			<header>
				<h1 className="text-2xl font-bold">Choose a plan for your student</h1>
				<p className="mt-1 text-muted-foreground">One plan per student. You can add more students later.</p>
			</header>
			<BillingToggle billing={billing} basePath="/pricing-app" hasYearly={plans.some((p) => p.interval === 'year')} />
			{shown.length === 0 ? (
				<FormMessage tone="info">
					{failed ? "We couldn't load the plans just now. Please refresh in a moment." : 'No plans are on sale right now.'}
				</FormMessage>
			) : (
				// A picker, not a form: the chosen plan goes into the Continue link; nothing is posted here.
				<fieldset className="flex flex-col gap-3">
					<legend className="sr-only">Plan</legend>
					{shown.map((candidate) => (
						<label
							key={candidate.slug}
							className={cardVariants({ padding: 'sm', className: cn('flex cursor-pointer items-center justify-between', candidate.slug === plan?.slug && 'border-brand ring-1 ring-brand') })}
						>
							<span className="flex items-center gap-3">
								<Radio name="plan" value={candidate.slug} checked={candidate.slug === plan?.slug} onChange={() => setSelected(candidate.slug)} />
								<span className="font-medium">{candidate.name}</span>
							</span>
							<span>
								<span className="font-semibold">{formatPrice(candidate.priceCents)}</span>
								<span className="text-sm text-muted-foreground">/{candidate.interval}</span>
							</span>
						</label>
					))}
				</fieldset>
			)}
			{plan ? (
				<>
					<ul className="flex flex-col gap-1.5 text-sm">
						{plan.features.map((feature) => (
							<li key={feature} className="flex gap-2">
								<span aria-hidden="true" className="text-brand">
									✓
								</span>
								{featureLabels[feature as Feature] ?? feature}
							</li>
						))}
					</ul>
					<Link to={signupHref(plan, 'pricing-app')} className={buttonVariants({ variant: 'brand', size: 'lg' })}>
						Continue
					</Link>
				</>
			) : null}
			<TrialLine days={trialDays} className="text-center" />
			{standardPlans.length ? <StandardPrices standardPlans={standardPlans} plans={plans} /> : null}
		</main>
	)
}

/** The tiers founder families are spared: named with their prices, compared in a fold so the picker stays compact. */
function StandardPrices({ standardPlans, plans }: { standardPlans: PricingPlan[]; plans: PricingPlan[] }) {
	const founderMonthly = plansForPeriod(plans, 'monthly')[0]
	return (
		<section aria-labelledby="standard-heading" className={cardVariants({ tone: 'muted', padding: 'sm', className: 'text-sm' })} data-testid="standard-prices">
			<h2 id="standard-heading" className="font-semibold">
				What founder families are spared
			</h2>
			<ul className="mt-2 flex flex-col gap-1">
				{standardPlans.map((standard) => (
					<li key={standard.slug} className="flex justify-between gap-4">
						<span>{standard.name}</span>
						<span className="text-muted-foreground">
							{formatPrice(standard.priceCents)}/{standard.interval}
						</span>
					</li>
				))}
			</ul>
			{founderMonthly ? (
				<p className="mt-2 text-muted-foreground">
					Our standard prices. Founder families get everything for {formatPrice(founderMonthly.priceCents)} a month.
				</p>
			) : null}
			<details className="mt-3">
				<summary className="cursor-pointer font-medium">Compare feature by feature</summary>
				<div className="mt-3">
					<ComparisonTable plans={[...(founderMonthly ? [founderMonthly] : []), ...standardPlans]} />
				</div>
			</details>
		</section>
	)
}

export function meta() {
	return [{ title: 'Choose a plan | Northstar' }]
}
