import { Link } from 'react-router'
import { FeatureGrid, textLinkClass } from '#app/components/marketing'
import { buttonVariants } from '#app/components/ui/button'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '#app/components/ui/table'
import type { PricingSummary as PricingSummaryData } from '#app/features/billing/catalog'
import { formatPrice } from '#app/features/billing/price-copy'
import { freeTools, roles } from '../../../content/site/features'

// The /features page's own pieces: the roles table under the family view, the
// free tools, and the price summary for the catalog that sells.

export function RolesTable() {
	return (
		<Table containerClassName="mt-8 rounded-xl border bg-background" label="Who can do what" className="min-w-[32rem] text-left">
			<TableCaption className="px-4 pt-4 text-left">Who can do what</TableCaption>
			<TableHeader>
				<TableRow className="border-b">
					<TableHead scope="col" className="px-4 py-3 font-semibold">
						Role
					</TableHead>
					<TableHead scope="col" className="px-4 py-3 font-semibold">
						Who
					</TableHead>
					<TableHead scope="col" className="px-4 py-3 font-semibold">
						What they can do
					</TableHead>
				</TableRow>
			</TableHeader>
			<TableBody>
				{roles.map((row) => (
					<TableRow key={row.role} className="border-b last:border-0">
						<TableHead scope="row" className="px-4 py-3 font-medium">
							{row.role}
						</TableHead>
						<TableCell className="px-4 py-3 text-muted-foreground">{row.who}</TableCell>
						<TableCell className="px-4 py-3 text-muted-foreground">{row.can}</TableCell>
					</TableRow>
				))}
			</TableBody>
		</Table>
	)
}

export function FreeTools() {
	const items = freeTools.map((tool) => ({
		title: tool.title,
		text: (
			<>
				{tool.text}{' '}
				<Link to={tool.link.href} className={textLinkClass}>
					{tool.link.label}
				</Link>
			</>
		),
	}))
	return <FeatureGrid items={items} />
}

export function PricingSummary({ pricing }: { pricing: PricingSummaryData }) {
	if (pricing.catalog === 'founder') {
		return (
			<div className="max-w-3xl text-muted-foreground">
				<p>
					During our founder launch, every feature on this page is {formatPrice(pricing.monthlyCents)} a month or{' '}
					{formatPrice(pricing.yearlyCents)} a year per student, and that price is locked in while your student is in high
					school. Each student needs their own subscription.
				</p>
				<Link to="/pricing" className={buttonVariants({ variant: 'outline', className: 'mt-5' })}>
					See pricing
				</Link>
			</div>
		)
	}
	return (
		<div className="max-w-3xl text-muted-foreground">
			<ul className="flex flex-col gap-2">
				{pricing.tiers.map((plan) => (
					<li key={plan.slug}>
						<strong className="text-foreground">
							{plan.name}, {formatPrice(plan.priceCents)} a month:
						</strong>{' '}
						{plan.blurb}
					</li>
				))}
			</ul>
			<p className="mt-3">Each student needs their own subscription.</p>
			<Link to="/pricing" className={buttonVariants({ variant: 'outline', className: 'mt-5' })}>
				Compare plans
			</Link>
		</div>
	)
}
