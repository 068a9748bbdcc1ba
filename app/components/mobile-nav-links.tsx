import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { navItems } from '#app/features/site/nav-items'

/** The mobile menu's links (spec §2: they mirror the header's): in the menu's sheet, and in its no-script panel. */
export function MobileNavLinks() {
	return (
		<nav aria-label="Mobile" className="mt-4 flex flex-col gap-4">
			{navItems.map((item) =>
				item.links ? (
					<div key={item.label}>
						<p className="text-sm font-semibold text-muted-foreground">{item.label}</p>
						<ul className="mt-1">
							{item.links.map((link) => (
								<li key={link.href}>
									<Link to={link.href} className="block rounded-md px-2 py-2 hover:bg-muted">
										{link.label}
									</Link>
								</li>
							))}
						</ul>
					</div>
				) : (
					<Link key={item.label} to={item.href!} className="rounded-md px-2 py-2 font-medium hover:bg-muted">
						{item.label}
					</Link>
				),
			)}
		</nav>
	)
}

/** The mobile menu's actions under its links: search (a link without script, the overlay with it), then the account's. */
export function MobileAccountLinks({ signedIn, search }: { signedIn: boolean; search: ReactNode }) {
	return (
		<div className="mt-6 flex flex-col gap-2 border-t pt-5">
			{search}
			<Link to={signedIn ? '/dashboard' : '/login'} className={buttonVariants({ variant: 'outline' })}>
				{signedIn ? 'Dashboard' : 'Sign In'}
			</Link>
			<Link to="/signup?source=navbar" className={buttonVariants({ variant: 'brand' })}>
				Start Free Trial
			</Link>
		</div>
	)
}
