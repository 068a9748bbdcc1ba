import { useState } from 'react'
import { Link } from 'react-router'
import { type Billing, BillingToggle, plansForPeriod, signupHref, TrialLine } from '#app/components/pricing'
import { FormMessage } from '#app/components/form-controls'
import { buttonVariants } from '#app/components/ui/button'
import { features as featureLabels, type Feature, formatPrice } from '#app/features/billing/catalog'
import { loadPricing } from '#app/features/billing/pricing-page.server'
import { getAppContext } from '#app/lib/app-context'
import { cn } from '#app/lib/cn'
import type { Route } from './+types/pricing-app'

// The compact, app-style picker (DECISIONS.md): one student at a time, a
// monthly/yearly switch, and "continue" into sign-up and onboarding.

export async function loader({ request, context }: Route.LoaderArgs) {
	const url = new URL(request.url)
	const billing: Billing = url.searchParams.get('billing') === 'yearly' ? 'yearly' : 'monthly'
	return { ...(await loadPricing(getAppContext(context))), billing }
}

export default function PricingAppRoute({ loaderData }: Route.ComponentProps) {
	const { plans, trialDays, billing, failed } = loaderData
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
				<fieldset className="flex flex-col gap-3">
					<legend className="sr-only">Plan</legend>
					{shown.map((candidate) => (
						<label
							key={candidate.slug}
							className={cn('flex cursor-pointer items-center justify-between rounded-xl border bg-background p-4', candidate.slug === plan?.slug && 'border-brand ring-1 ring-brand')}
						>
							<span className="flex items-center gap-3">
								<input
									type="radio"
									name="plan"
									value={candidate.slug}
									checked={candidate.slug === plan?.slug}
									onChange={() => setSelected(candidate.slug)}
									className="accent-brand"
								/>
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
		</main>
	)
}

export function meta() {
	return [{ title: 'Choose a plan | Northstar' }]
}
