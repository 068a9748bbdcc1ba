import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { type Feature, features as featureLabels, unlockingTier } from '#app/features/billing/catalog'
import { formatPrice } from '#app/features/billing/price-copy'

/** A feature the account's plan doesn't include: what it is and which plan unlocks it, not an error. */
export function LockedFeature({ feature, accountId, canManage }: { feature: Feature; accountId: string; canManage: boolean }) {
	const tier = unlockingTier(feature)
	return (
		<section className={cardVariants({ padding: 'lg', className: 'text-center' })} data-testid="locked-feature">
			<h2 className="text-lg font-semibold">{featureLabels[feature]} isn't in this plan</h2>
			<p className="mx-auto mt-2 max-w-prose text-muted-foreground">
				It comes with {tier.name} ({formatPrice(tier.priceCents)}/month) and above, and with every Founder plan.
			</p>
			{canManage ? (
				<Link to={`/a/${accountId}/settings?tab=billing`} className={buttonVariants({ variant: 'brand', className: 'mt-6' })}>
					See plans
				</Link>
			) : (
				<p className="mt-4 text-sm text-muted-foreground">The account owner can change the plan.</p>
			)}
		</section>
	)
}
