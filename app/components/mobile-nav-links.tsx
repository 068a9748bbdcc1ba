import { Link } from 'react-router'
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
