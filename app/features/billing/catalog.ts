// The plans both readings of the spec describe (spec §1, DECISIONS.md
// "Pricing and trials"), the features each gives, and what the pages quote from
// them. The database holds the same plans (seeded from here) with their `active`
// flag. How a price and the trial read is price-copy.ts, kept apart so a page
// that prints them does not ship every plan (import it from there).

import { formatPrice } from './price-copy'

export const features = {
	plan: 'Personal plan of tasks and deadlines',
	reminders: 'Reminders for students and parents',
	'college-list': 'College list (reach, target, safety) and GPA tools',
	applications: 'Application and essay tracking',
	documents: 'Document vault',
	scholarships: 'Scholarship tracking',
	'family-view': 'Family view for parents',
	assistant: 'Northstar assistant, unlimited',
	'counselor-sharing': 'Share chosen sections with a counselor',
	'priority-reminders': 'Priority reminders before every deadline',
} as const
export type Feature = keyof typeof features

const starter: Feature[] = ['plan', 'reminders', 'college-list']
const growth: Feature[] = [...starter, 'applications', 'documents', 'scholarships', 'family-view']
const premium: Feature[] = [...growth, 'assistant', 'counselor-sharing', 'priority-reminders']
export const allFeatures = Object.keys(features) as Feature[]

export type Catalog = 'founder' | 'tiers'
export type Interval = 'month' | 'year'

export interface PlanDefinition {
	slug: string
	catalog: Catalog
	name: string
	interval: Interval
	priceCents: number
	features: Feature[]
	sortOrder: number
	blurb: string
}

export const planDefinitions: PlanDefinition[] = [
	{
		slug: 'founder-monthly',
		catalog: 'founder',
		name: 'Founder',
		interval: 'month',
		priceCents: 500,
		features: allFeatures,
		sortOrder: 1,
		blurb: 'Everything Northstar does, locked in while your student is in high school.',
	},
	{
		slug: 'founder-yearly',
		catalog: 'founder',
		name: 'Founder',
		interval: 'year',
		priceCents: 5000,
		features: allFeatures,
		sortOrder: 2,
		blurb: 'Everything Northstar does, locked in while your student is in high school.',
	},
	{
		slug: 'starter-monthly',
		catalog: 'tiers',
		name: 'Starter',
		interval: 'month',
		priceCents: 1000,
		features: starter,
		sortOrder: 3,
		blurb: 'The plan, reminders and the college list.',
	},
	{
		slug: 'growth-monthly',
		catalog: 'tiers',
		name: 'Growth',
		interval: 'month',
		priceCents: 2000,
		features: growth,
		sortOrder: 4,
		blurb: 'Adds applications, essays, documents, scholarships and the family view.',
	},
	{
		slug: 'premium-monthly',
		catalog: 'tiers',
		name: 'Premium',
		interval: 'month',
		priceCents: 3000,
		features: premium,
		sortOrder: 5,
		blurb: 'Adds the assistant without limits, counselor sharing and priority reminders.',
	},
]

export function planDefinition(slug: string | null | undefined): PlanDefinition | undefined {
	return planDefinitions.find((plan) => plan.slug === slug)
}

/** The cheapest tier that includes a feature: what a locked page offers. */
export function unlockingTier(feature: Feature): PlanDefinition {
	return planDefinitions.find((plan) => plan.catalog === 'tiers' && plan.features.includes(feature))!
}

/**
 * How the pages quote the catalog checkout sells (DECISIONS.md "one coherent offer"): the home
 * teaser and FAQ, the pricing FAQ and meta, the search index. Built from the plans above, so no page
 * names a price that is not on sale.
 */
export function priceQuote(catalog: Catalog) {
	if (catalog === 'founder') {
		const monthly = formatPrice(planDefinition('founder-monthly')!.priceCents)
		const yearly = formatPrice(planDefinition('founder-yearly')!.priceCents)
		return {
			headline: `Founder pricing: ${monthly}/month or ${yearly}/year`,
			detail: 'Every feature, locked in while your student is in high school.',
			short: `Founder pricing: ${monthly} a month or ${yearly} a year per student.`,
			answer: `During our founder launch, ${monthly} a month or ${yearly} a year per student, with every feature, locked in while your student is in high school. Each student account needs its own subscription.`,
		}
	}
	const tiers = planDefinitions.filter((plan) => plan.catalog === 'tiers')
	const prices = tiers.map((plan) => `${plan.name} ${formatPrice(plan.priceCents)}`)
	const list = `${prices.slice(0, -1).join(', ')} or ${prices.at(-1)}`
	return {
		headline: `${list} a month`,
		detail: 'Per student. Each plan adds features to the one before it.',
		short: `${list} a month per student.`,
		answer: `${list} a month per student; each plan adds features to the one before it. Each student account needs its own subscription.`,
	}
}

/** The plans of one catalog as the features page sums them up: the founder price, or each tier with its blurb. */
export type PricingSummary =
	| { catalog: 'founder'; monthlyCents: number; yearlyCents: number }
	| { catalog: 'tiers'; tiers: Array<Pick<PlanDefinition, 'slug' | 'name' | 'priceCents' | 'blurb'>> }

export function pricingSummary(catalog: Catalog): PricingSummary {
	if (catalog === 'founder') {
		const price = (slug: string) => {
			const plan = planDefinition(slug)
			if (!plan) throw new Error(`The plan catalog has no ${slug} plan`)
			return plan.priceCents
		}
		return { catalog, monthlyCents: price('founder-monthly'), yearlyCents: price('founder-yearly') }
	}
	const tiers = planDefinitions.filter((plan) => plan.catalog === 'tiers')
	return { catalog, tiers: tiers.map(({ slug, name, priceCents, blurb }) => ({ slug, name, priceCents, blurb })) }
}
