import * as Dialog from '@radix-ui/react-dialog'
import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Button, buttonVariants } from '#app/components/ui/button'
import { callServerFn } from '#app/server-functions/client'
import { cn } from '#app/lib/cn'
import { AskNorthstarButton } from './assistant/panel-provider'
import { SearchOverlay, useSearchShortcut } from './search-overlay'

// The public header (spec §2): By Grade, Tools, Pricing, Blog, Resources;
// Start Free Trial, Sign In (Dashboard when signed in, learned on the client
// so the HTML stays the same for everyone), Search; the mobile menu.

/** spec §2: navigation menu delays. Radix closes after 150 ms on pointer leave. */
export const NAV_DELAYS = { openMs: 200, skipMs: 300, closeMs: 150 } as const

interface NavItem {
	label: string
	href?: string
	links?: Array<{ label: string; href: string; description?: string }>
}

export const navItems: NavItem[] = [
	{
		label: 'By Grade',
		links: [
			{ label: '9th Grade', href: '/grades/9th', description: 'Habits, activities, a strong start' },
			{ label: '10th Grade', href: '/grades/10th', description: 'PSAT practice, AP planning' },
			{ label: '11th Grade', href: '/grades/11th', description: 'Testing, the college list, visits' },
			{ label: '12th Grade', href: '/grades/12th', description: 'Applications, aid, decisions' },
			{ label: 'All grades', href: '/grades' },
		],
	},
	{
		label: 'Tools',
		links: [
			{ label: 'GPA Calculator', href: '/tools/gpa-calculator', description: 'Weighted and unweighted' },
			{ label: 'College Match Quiz', href: '/tools/college-match' },
			{ label: 'Application Timeline', href: '/tools/timeline-builder' },
			{ label: 'Cost Comparison', href: '/tools/cost-calculator' },
			{ label: 'All tools', href: '/tools' },
		],
	},
	{ label: 'Pricing', href: '/pricing' },
	{ label: 'Blog', href: '/blog' },
	{
		label: 'Resources',
		links: [
			{ label: 'Common App guide', href: '/common-app' },
			{ label: 'Coalition guide', href: '/coalition' },
			{ label: 'College planning starter kit', href: '/college-planning-starter-kit' },
			{ label: 'ADHD support', href: '/adhd-support' },
			{ label: 'All resources', href: '/resources' },
		],
	},
]

function useSignedIn() {
	const query = useQuery({
		queryKey: ['getCurrentUser'],
		queryFn: () => callServerFn<{ id: string } | null>('getCurrentUser'),
		staleTime: 60_000,
	})
	return Boolean(query.data)
}

export function SiteHeader() {
	const [searchOpen, setSearchOpen] = useState(false)
	const openSearch = useCallback(() => setSearchOpen(true), [])
	useSearchShortcut(openSearch)
	const signedIn = useSignedIn()

	return (
		<header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur print:hidden">
			<div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
				<Link to="/" className="flex items-center gap-2 text-lg font-bold text-primary">
					<img src="/favicon.svg" alt="" width={28} height={28} />
					Northstar
				</Link>
				<NavigationMenu.Root
					delayDuration={NAV_DELAYS.openMs}
					skipDelayDuration={NAV_DELAYS.skipMs}
					className="relative hidden lg:block"
					aria-label="Main"
				>
					<NavigationMenu.List className="flex items-center gap-1">
						{navItems.map((item) => (
							<NavigationMenu.Item key={item.label}>
								{item.links ? (
									<>
										<NavigationMenu.Trigger className="group rounded-md px-3 py-2 text-sm font-medium hover:bg-muted data-[state=open]:bg-muted">
											{item.label} <span aria-hidden="true" className="inline-block text-xs transition-transform group-data-[state=open]:rotate-180">▾</span>
										</NavigationMenu.Trigger>
										<NavigationMenu.Content className="absolute top-full left-0 mt-2 w-72 rounded-xl border bg-background p-2 shadow-lg">
											<ul>
												{item.links.map((link) => (
													<li key={link.href}>
														<NavigationMenu.Link asChild>
															<Link to={link.href} className="block rounded-lg px-3 py-2 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none">
																<span className="block text-sm font-medium">{link.label}</span>
																{link.description ? <span className="block text-xs text-muted-foreground">{link.description}</span> : null}
															</Link>
														</NavigationMenu.Link>
													</li>
												))}
											</ul>
										</NavigationMenu.Content>
									</>
								) : (
									<NavigationMenu.Link asChild>
										<NavLink to={item.href!} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted aria-[current=page]:text-brand">
											{item.label}
										</NavLink>
									</NavigationMenu.Link>
								)}
							</NavigationMenu.Item>
						))}
					</NavigationMenu.List>
				</NavigationMenu.Root>
				<div className="ml-auto flex items-center gap-2">
					<AskNorthstarButton />
					<Button variant="ghost" size="sm" onClick={openSearch} aria-label="Search (Ctrl+K)" className="gap-2">
						<span aria-hidden="true">⌕</span>
						<span className="hidden sm:inline">Search</span>
						<kbd className="hidden rounded border px-1 text-[10px] text-muted-foreground md:inline">⌘K</kbd>
					</Button>
					{signedIn ? (
						<Link to="/dashboard" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'hidden sm:inline-flex')}>
							Dashboard
						</Link>
					) : (
						<Link to="/login" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'hidden sm:inline-flex')}>
							Sign In
						</Link>
					)}
					<Link to="/signup?source=navbar" className={cn(buttonVariants({ variant: 'brand', size: 'sm' }), 'hidden sm:inline-flex')}>
						Start Free Trial
					</Link>
					<MobileMenu signedIn={signedIn} onSearch={openSearch} />
				</div>
			</div>
			<SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} />
		</header>
	)
}

function MobileMenu({ signedIn, onSearch }: { signedIn: boolean; onSearch: () => void }) {
	const [open, setOpen] = useState(false)
	const location = useLocation()
	// A route change closes the menu.
	useEffect(() => setOpen(false), [location.pathname, location.search])
	return (
		<Dialog.Root open={open} onOpenChange={setOpen}>
			<Dialog.Trigger asChild>
				<Button variant="outline" size="icon" className="lg:hidden" aria-label="Open menu">
					<span aria-hidden="true" className="text-lg">
						☰
					</span>
				</Button>
			</Dialog.Trigger>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 lg:hidden" />
				<Dialog.Content
					className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-background p-5 shadow-xl lg:hidden"
					aria-describedby={undefined}
				>
					<div className="flex items-center justify-between">
						<Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
						<Dialog.Close asChild>
							<Button variant="ghost" size="icon" aria-label="Close menu">
								<span aria-hidden="true">✕</span>
							</Button>
						</Dialog.Close>
					</div>
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
					<div className="mt-6 flex flex-col gap-2 border-t pt-5">
						<Button
							variant="outline"
							onClick={() => {
								setOpen(false)
								onSearch()
							}}
						>
							Search
						</Button>
						<Link to={signedIn ? '/dashboard' : '/login'} className={buttonVariants({ variant: 'outline' })}>
							{signedIn ? 'Dashboard' : 'Sign In'}
						</Link>
						<Link to="/signup?source=navbar" className={buttonVariants({ variant: 'brand' })}>
							Start Free Trial
						</Link>
					</div>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
