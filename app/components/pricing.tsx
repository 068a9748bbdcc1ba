import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { Card } from '#app/components/ui/card'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import { type Catalog, type Feature, features as featureLabels, planDefinition, planDefinitions, priceQuote } from '#app/features/billing/catalog'
import { formatPrice, trialLine, yearlySaving } from '#app/features/billing/price-copy'
import { cn } from '#app/lib/cn'

// Plan pieces shared by /pricing, /pricing-app, /premium-preview,
// /subscription-confirm and Settings → Billing, so every surface shows the
// same plans, features and trial line.

export interface PricingPlan {
	slug: string
	catalog: 'founder' | 'tiers'
	name: string
	interval: 'month' | 'year'
	priceCents: number
	features: string[]
}

export type Billing = 'monthly' | 'yearly'

export function TrialLine({ days, small = false, className }: { days: number; small?: boolean; className?: string }) {
	return (
		<p className={cn(small ? 'text-xs' : 'text-sm', 'text-muted-foreground', className)} data-testid="trial-line">
			{trialLine(days)}
		</p>
	)
}

export function BillingToggle({ billing, basePath, hasYearly }: { billing: Billing; basePath: string; hasYearly: boolean }) {
	if (!hasYearly) return null
	return (
		<nav aria-label="Billing period" className="inline-flex rounded-full border bg-background p-1 text-sm">
			{(['monthly', 'yearly'] as const).map((value) => (
				<Link
					key={value}
					to={`${basePath}?billing=${value}`}
					preventScrollReset
					aria-current={billing === value ? 'page' : undefined}
					className={cn('rounded-full px-4 py-1.5', billing === value ? 'bg-brand text-brand-foreground' : 'hover:bg-muted')}
				>
					{value === 'monthly' ? 'Monthly' : 'Yearly'}
				</Link>
			))}
		</nav>
	)
}

/** The plans to show for a billing period: yearly prices where a plan has one. */
export function plansForPeriod(plans: PricingPlan[], billing: Billing): PricingPlan[] {
	const byName = new Map<string, PricingPlan[]>()
	for (const plan of plans) byName.set(plan.name, [...(byName.get(plan.name) ?? []), plan])
	return [...byName.values()].map((variants) => {
		const wanted = billing === 'yearly' ? 'year' : 'month'
		return variants.find((plan) => plan.interval === wanted) ?? variants[0]!
	})
}

export function monthlyTwin(plans: PricingPlan[], plan: PricingPlan) {
	return plans.find((candidate) => candidate.name === plan.name && candidate.interval === 'month')
}

export function PlanCard({
	plan,
	allPlans,
	trialDays,
	ctaHref,
	ctaLabel,
	highlighted = false,
}: {
	plan: PricingPlan
	allPlans: PricingPlan[]
	trialDays: number
	ctaHref: string
	ctaLabel?: string
	highlighted?: boolean
}) {
	const monthly = plan.interval === 'year' ? monthlyTwin(allPlans, plan) : undefined
	const saving = monthly ? yearlySaving(monthly.priceCents, plan.priceCents) : 0
	const blurb = planDefinition(plan.slug)?.blurb
	return (
		<article
			className={cn('flex flex-col rounded-2xl border bg-background p-6', highlighted && 'border-brand shadow-md ring-1 ring-brand')}
			data-testid={`plan-${plan.slug}`}
		>
			<h3 className="text-lg font-semibold">{plan.name}</h3>
			{blurb ? <p className="mt-1 text-sm text-muted-foreground">{blurb}</p> : null}
			<p className="mt-4">
				<span className="text-4xl font-bold">{formatPrice(plan.priceCents)}</span>
				<span className="text-muted-foreground">/{plan.interval}</span>
			</p>
			<p className="mt-1 h-5 text-sm font-medium text-brand">{saving > 0 ? `Save ${formatPrice(saving)} a year` : ''}</p>
			<p className="text-sm text-muted-foreground">Per student{plan.catalog === 'founder' ? ', locked in through high school' : ''}</p>
			<ul className="mt-5 flex flex-1 flex-col gap-2 text-sm">
				{plan.features.map((feature) => (
					<li key={feature} className="flex gap-2">
						<span aria-hidden="true" className="text-brand">
							✓
						</span>
						{featureLabels[feature as Feature] ?? feature}
					</li>
				))}
			</ul>
			<Link to={ctaHref} className={buttonVariants({ variant: highlighted ? 'brand' : 'outline', size: 'lg', className: 'mt-6' })}>
				{ctaLabel ?? 'Start free trial'}
			</Link>
			<TrialLine days={trialDays} small className="mt-2 text-center" />
		</article>
	)
}

export function signupHref(plan: PricingPlan, source: string) {
	const billing: Billing = plan.interval === 'year' ? 'yearly' : 'monthly'
	return `/signup?${new URLSearchParams({ plan: plan.slug, billing, source })}`
}

export function ComparisonTable({ plans }: { plans: PricingPlan[] }) {
	return (
		// On a phone the table scrolls sideways: the region takes the focus, so arrow keys reach its far columns.
		<Table containerClassName="rounded-xl border bg-background" label="Plan comparison" className="min-w-[32rem]">
			<TableCaption variant="sr-only">What each plan includes</TableCaption>
			<TableHeader>
				<TableRow className="border-b">
					<TableHead scope="col" className="p-3 text-left font-medium">
						Feature
					</TableHead>
					{plans.map((plan) => (
						<TableHead key={plan.slug} scope="col" className="p-3 text-center font-medium">
							{plan.name}
						</TableHead>
					))}
				</TableRow>
			</TableHeader>
			<TableBody>
				{(Object.keys(featureLabels) as Feature[]).map((feature) => (
					<TableRow key={feature} className="border-b last:border-0">
						<TableHead scope="row" className="p-3 text-left font-normal">
							{featureLabels[feature]}
						</TableHead>
						{plans.map((plan) => (
							<TableCell key={plan.slug} className="p-3 text-center">
								{plan.features.includes(feature) ? (
									<span className="text-brand">
										✓<span className="sr-only">Included</span>
									</span>
								) : (
									<span className="text-muted-foreground">
										—<span className="sr-only">Not included</span>
									</span>
								)}
							</TableCell>
						))}
					</TableRow>
				))}
			</TableBody>
		</Table>
	)
}

/** The pricing FAQ; its price answer quotes the catalog checkout sells. */
export function pricingFaq(trialDays: number, catalog: Catalog) {
	return [
		catalog === 'founder'
			? { question: 'What does the founder price include?', answer: priceQuote('founder').answer }
			: {
					question: 'What does each plan include?',
					answer: `${planDefinitions
						.filter((plan) => plan.catalog === 'tiers')
						.map((plan) => `${plan.name}, ${formatPrice(plan.priceCents)} a month: ${plan.blurb}`)
						.join(' ')} Prices are per student.`,
				},
		{
			question: 'Does each student need a subscription?',
			answer: 'Yes. Each student account has its own plan, so every student gets their own plan, deadlines and college list.',
		},
		{
			question: 'How does the free trial work?',
			answer: `${trialLine(trialDays)}. When the trial ends, choose a plan to keep going; nothing is charged before you do.`,
		},
		{
			question: 'Can we turn the assistant off?',
			answer:
				"No. The assistant keeps the plan current as deadlines pass and plans change. It only sees what the family's own sharing settings allow, and nothing it sees is shared beyond them.",
		},
		{
			question: 'Can we cancel?',
			answer: 'Any time, from Settings → Billing. The plan stays active until the end of the period you paid for.',
		},
	]
}

export function Faq({ items }: { items: Array<{ question: string; answer: string }> }) {
	return (
		<Card padding="none" className="divide-y">
			{items.map((item) => (
				<details key={item.question} className="group p-4">
					<summary className="cursor-pointer list-none font-medium marker:hidden">
						<span className="flex items-center justify-between gap-4">
							{item.question}
							<span aria-hidden="true" className="text-muted-foreground transition-transform group-open:rotate-45">
								+
							</span>
						</span>
					</summary>
					<p className="mt-2 text-muted-foreground">{item.answer}</p>
				</details>
			))}
		</Card>
	)
}
