import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Button, buttonVariants } from '#app/components/ui/button'
import { type NavItem, navItems } from '#app/features/site/nav-items'
import { cn } from '#app/lib/cn'
import { useOnNavigation } from '#app/lib/use-on-navigation'
import { useCurrentUser } from '#app/features/auth/current-user'
import { AskNorthstarButton } from './assistant/panel-provider'
import { MobileAccountLinks, MobileNavLinks } from './mobile-nav-links'
import { useSearchShortcut } from './search-shortcut'

// The public header (spec §2): By Grade, Tools, Pricing, Blog, Resources;
// Start Free Trial, Sign In (Dashboard when signed in, learned on the client
// so the HTML stays the same for everyone), Search; the mobile menu. The
// search overlay and the mobile menu's sheet (Radix Dialog, the search index)
// load the first time they open; the header itself ships only their buttons.

/** spec §2: navigation menu delays — open after 200 ms of hover (at once within 300 ms of another menu), close 150 ms after the pointer leaves. */
export const NAV_DELAYS = { openMs: 200, skipMs: 300, closeMs: 150 } as const
/**
 * The first mouse click this soon after the pointer opened a menu leaves it open instead of
 * toggling it shut: a person moves onto the button, the menu shows, then they click it.
 */
const HOVER_CLICK_GRACE_MS = 1000

const loadSearchOverlay = () => import('./search-overlay')
const SearchOverlay = lazy(() => loadSearchOverlay().then((module) => ({ default: module.SearchOverlay })))
const loadMobileMenu = () => import('./mobile-menu')
const MobileMenuDialog = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenuDialog })))

export function SiteHeader() {
	const [searchOpen, setSearchOpen] = useState(false)
	// Mounted on first open and kept, so it opens again at once.
	const [searchMounted, setSearchMounted] = useState(false)
	const openSearch = useCallback(() => {
		setSearchMounted(true)
		setSearchOpen(true)
	}, [])
	const takeTypedKeys = useSearchShortcut(openSearch)
	const signedIn = Boolean(useCurrentUser())

	return (
		<header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur print:hidden">
			<div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
				<Link to="/" className="flex items-center gap-2 text-lg font-bold text-primary">
					<img src="/favicon.svg" alt="" width={28} height={28} />
					Northstar
				</Link>
				<DesktopNav />
				<div className="ml-auto flex items-center gap-2">
					<AskNorthstarButton />
					{/* A link to the /search page, so it works before the script; with it, the overlay opens instead. */}
					<Link
						to="/search"
						onClick={(event) => {
							event.preventDefault()
							openSearch()
						}}
						onPointerEnter={preload(loadSearchOverlay)}
						onFocus={preload(loadSearchOverlay)}
						aria-label="Search (Ctrl+K)"
						aria-haspopup="dialog"
						className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'gap-2')}
					>
						<span aria-hidden="true">⌕</span>
						<span className="hidden sm:inline">Search</span>
						<kbd className="hidden rounded border px-1 text-[10px] text-muted-foreground md:inline">⌘K</kbd>
					</Link>
					{signedIn ? (
						<Link to="/dashboard" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'max-sm:hidden')}>
							Dashboard
						</Link>
					) : (
						<Link to="/login" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'max-sm:hidden')}>
							Sign In
						</Link>
					)}
					<Link to="/signup?source=navbar" className={cn(buttonVariants({ variant: 'brand', size: 'sm' }), 'max-sm:hidden')}>
						Start Free Trial
					</Link>
					<MobileMenu signedIn={signedIn} onSearch={openSearch} />
				</div>
			</div>
			{searchMounted ? (
				<Suspense fallback={null}>
					<SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} takeTypedKeys={takeTypedKeys} />
				</Suspense>
			) : null}
		</header>
	)
}

/**
 * The desktop menus as disclosures (WAI-ARIA APG "disclosure navigation"), each a
 * <details>/<summary> so it opens before the script runs, not Radix NavigationMenu,
 * which cost ~10 KB gzip on every public page. Each
 * menu's links follow its button, so Tab walks into them; one menu is open at a
 * time; Escape closes it and returns focus to its button; a click outside, focus
 * leaving it or a navigation closes it; ↑/↓ move between its links; a mouse
 * opens and closes it with NAV_DELAYS.
 */
function DesktopNav() {
	const [openLabel, setOpenLabel] = useState<string | null>(null)
	const nav = useRef<HTMLElement>(null)
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
	const closedAt = useRef(0)
	const hoverOpened = useRef<{ label: string; at: number } | null>(null)
	const location = useLocation()

	const setOpen = useCallback((label: string | null) => {
		clearTimeout(timer.current)
		setOpenLabel(label)
	}, [])
	useOnNavigation(location.pathname, () => setOpen(null))
	useEffect(() => () => clearTimeout(timer.current), [])
	useEffect(() => {
		if (openLabel === null) return
		const onPointerDown = (event: PointerEvent) => {
			if (!nav.current?.contains(event.target as Node)) setOpen(null)
		}
		// Escape closes a menu the mouse opened too (focus may be anywhere); the menu's own handler returns focus.
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key === 'Escape') setOpen(null)
		}
		document.addEventListener('pointerdown', onPointerDown)
		document.addEventListener('keydown', onKeyDown)
		return () => {
			closedAt.current = Date.now()
			document.removeEventListener('pointerdown', onPointerDown)
			document.removeEventListener('keydown', onKeyDown)
		}
	}, [openLabel, setOpen])

	function hoverOpen(label: string) {
		clearTimeout(timer.current)
		if (openLabel === label) return
		const open = () => {
			hoverOpened.current = { label, at: Date.now() }
			setOpen(label)
		}
		if (openLabel !== null || Date.now() - closedAt.current < NAV_DELAYS.skipMs) open()
		else timer.current = setTimeout(open, NAV_DELAYS.openMs)
	}
	function clickToggle(label: string, byKeyboard: boolean) {
		const byHover = hoverOpened.current
		hoverOpened.current = null
		// Enter or Space on the button always toggles: the keyboard did not see the hover.
		if (!byKeyboard && openLabel === label && byHover?.label === label && Date.now() - byHover.at < HOVER_CLICK_GRACE_MS) return
		setOpen(openLabel === label ? null : label)
	}
	function hoverClose() {
		clearTimeout(timer.current)
		timer.current = setTimeout(() => setOpen(null), NAV_DELAYS.closeMs)
	}

	return (
		<nav ref={nav} aria-label="Main" className="relative hidden lg:block">
			<ul className="flex items-center gap-1">
				{navItems.map((item) => (
					<li key={item.label}>
						{item.links ? (
							<NavMenu
								label={item.label}
								links={item.links}
								open={openLabel === item.label}
								onOpenChange={(open) => setOpen(open ? item.label : null)}
								onToggle={(byKeyboard) => clickToggle(item.label, byKeyboard)}
								onHoverOpen={() => hoverOpen(item.label)}
								onHoverClose={hoverClose}
							/>
						) : (
							<NavLink to={item.href!} className="rounded-md px-3 py-2 text-sm font-medium hover:bg-muted aria-[current=page]:text-brand">
								{item.label}
							</NavLink>
						)}
					</li>
				))}
			</ul>
		</nav>
	)
}

function NavMenu({
	label,
	links,
	open,
	onOpenChange,
	onToggle,
	onHoverOpen,
	onHoverClose,
}: {
	label: string
	links: NonNullable<NavItem['links']>
	open: boolean
	onOpenChange: (open: boolean) => void
	/** A click on the button; `byKeyboard` for one made with Enter or Space (a click event of detail 0). */
	onToggle: (byKeyboard: boolean) => void
	onHoverOpen: () => void
	onHoverClose: () => void
}) {
	const details = useRef<HTMLDetailsElement>(null)
	const trigger = useRef<HTMLElement>(null)
	const content = useRef<HTMLDivElement>(null)
	const isMouse = (event: React.PointerEvent) => event.pointerType === 'mouse'
	// A menu opened before hydration (as a plain <details>) is taken over open.
	useEffect(() => {
		if (details.current?.open) onOpenChange(true)
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	function onKeyDown(event: React.KeyboardEvent) {
		if (!open) return
		if (event.key === 'Escape') {
			event.preventDefault()
			onOpenChange(false)
			trigger.current?.focus()
		} else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
			const anchors = [...(content.current?.querySelectorAll('a') ?? [])]
			if (!anchors.length) return
			event.preventDefault()
			const index = anchors.indexOf(document.activeElement as HTMLAnchorElement)
			const next = event.key === 'ArrowDown' ? (index + 1) % anchors.length : index <= 0 ? anchors.length - 1 : index - 1
			anchors[next]!.focus()
		}
	}

	// A <details> (one of the name="main-nav" group open at a time), so it opens before the
	// script runs; once hydrated, its open state is React's, driven by the handlers above.
	return (
		<details
			ref={details}
			name="main-nav"
			open={open}
			onPointerEnter={(event) => isMouse(event) && onHoverOpen()}
			onPointerLeave={(event) => isMouse(event) && onHoverClose()}
			onKeyDown={onKeyDown}
			onBlur={(event) => {
				if (open && !event.currentTarget.contains(event.relatedTarget)) onOpenChange(false)
			}}
			className="group relative"
		>
			<summary
				ref={trigger}
				onClick={(event) => {
					event.preventDefault()
					onToggle(event.detail === 0)
				}}
				className="cursor-pointer list-none rounded-md px-3 py-2 text-sm font-medium group-open:bg-muted hover:bg-muted [&::-webkit-details-marker]:hidden"
			>
				{label} <span aria-hidden="true" className="inline-block text-xs transition-transform group-open:rotate-180">▾</span>
			</summary>
			<div ref={content} className="absolute top-full left-0 mt-2 w-72 rounded-xl border bg-background p-2 shadow-lg">
				<ul>
					{links.map((link) => (
						<li key={link.href}>
							<Link
								to={link.href}
								onClick={() => onOpenChange(false)}
								className="block rounded-lg px-3 py-2 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
							>
								<span className="block text-sm font-medium">{link.label}</span>
								{link.description ? <span className="block text-xs text-muted-foreground">{link.description}</span> : null}
							</Link>
						</li>
					))}
				</ul>
			</div>
		</details>
	)
}

/** Starts loading a lazily loaded part ahead of the click, when the pointer or focus reaches its button. */
function preload(load: () => Promise<unknown>) {
	return () => void load().catch(() => {})
}

/**
 * The mobile menu. Its trigger is the <summary> of a <details> that holds the
 * links, so before the script runs a tap opens them as a plain panel (page
 * scrolling locked by CSS, app.css) and a tap made then is not lost. Once
 * hydrated, a tap opens the sheet (mobile-menu.tsx: a Radix dialog with its
 * focus trap) instead; a panel opened before hydration stays open until
 * Escape or a navigation closes it.
 */
function MobileMenu({ signedIn, onSearch }: { signedIn: boolean; onSearch: () => void }) {
	const [open, setOpen] = useState(false)
	const [mounted, setMounted] = useState(false)
	const [hydrated, setHydrated] = useState(false)
	const details = useRef<HTMLDetailsElement>(null)
	const trigger = useRef<HTMLElement>(null)
	const contentId = useId()
	const location = useLocation()
	useEffect(() => setHydrated(true), [])
	// A route change closes the menu, either form of it.
	useOnNavigation(location.pathname + location.search, () => {
		setOpen(false)
		if (details.current) details.current.open = false
	})
	// Once hydrated, the trigger says what it opens; aria-controls only while the sheet exists (as Radix's Dialog.Trigger would).
	const dialogAttributes = hydrated
		? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, 'aria-controls': open ? contentId : undefined, 'data-state': open ? 'open' : 'closed' }
		: {}
	return (
		<details
			ref={details}
			id="mobile-menu"
			className="lg:hidden"
			onKeyDown={(event) => {
				if (event.key !== 'Escape' || !details.current?.open) return
				details.current.open = false
				trigger.current?.focus()
			}}
		>
			<summary
				ref={trigger}
				aria-label="Open menu"
				{...dialogAttributes}
				onPointerDown={preload(loadMobileMenu)}
				onFocus={preload(loadMobileMenu)}
				onClick={(event) => {
					// A panel opened before hydration closes as a <details> does.
					if (details.current?.open) return
					event.preventDefault()
					setMounted(true)
					setOpen(true)
				}}
				className={cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}
			>
				<span aria-hidden="true" className="text-lg">
					☰
				</span>
			</summary>
			<div className="fixed inset-x-0 top-16 bottom-0 z-50 flex flex-col overflow-y-auto border-t bg-background p-5 shadow-xl">
				<MobileNavLinks />
				<MobileAccountLinks
					signedIn={signedIn}
					search={
						<Link to="/search" className={buttonVariants({ variant: 'outline' })}>
							Search
						</Link>
					}
				/>
			</div>
			{mounted ? (
				<Suspense fallback={null}>
					<MobileMenuDialog id={contentId} open={open} onOpenChange={setOpen} trigger={trigger}>
						<MobileNavLinks />
						<MobileAccountLinks
							signedIn={signedIn}
							search={
								<Button
									variant="outline"
									onClick={() => {
										setOpen(false)
										onSearch()
									}}
								>
									Search
								</Button>
							}
						/>
					</MobileMenuDialog>
				</Suspense>
			) : null}
		</details>
	)
}
