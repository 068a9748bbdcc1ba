import { useEffect, useRef } from 'react'
import { Form, Link, NavLink, Outlet, redirect, useLocation, useRevalidator } from 'react-router'
import { AskNorthstarButton } from '#app/components/assistant/panel-provider'
import { ConnectionLostScreen } from '#app/components/connection-lost'
import { RouteErrorScreen } from '#app/components/error-screens'
import { OfflineStatus } from '#app/components/offline-status'
import { QueryProvider } from '#app/components/query-provider'
import { Button } from '#app/components/ui/button'
import { accountMiddleware, getRouteAccount, requireAccountRoute } from '#app/features/accounts/account-route.server'
import { getRouteContext, setCurrentAccount } from '#app/features/accounts/accounts.server'
import { roleLabels } from '#app/features/accounts/permissions'
import { accountPages } from '#app/features/accounts/sections'
import { getSubscriptionStatus } from '#app/features/billing/billing.server'
import { forgetTickConflicts } from '#app/features/plan/tick-conflicts'
import { cn } from '#app/lib/cn'
import { isNetworkFailure } from '#app/lib/network-failure'
import { loadSonner } from '#app/lib/toast'
import { registerServiceWorker } from '#app/lib/service-worker'
import { useOnNavigation } from '#app/lib/use-on-navigation'
import type { Route } from './+types/layout'

// /a/{accountId}: the middleware decides who may enter (spec §4 route
// access: signed in, has accounts, the id is one of them) and hands the member
// to every loader and action below. The layout then makes the account the
// current one and gives the shell its switcher, role and trial notice.

export const middleware: Route.MiddlewareFunction[] = [accountMiddleware]

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const { app, user, access } = await requireAccountRoute(request, context, params.accountId)
	const [routeContext, account, billing] = await Promise.all([
		getRouteContext(app, user, access.accountId),
		getRouteAccount(context, access.accountId),
		getSubscriptionStatus(app, access.accountId, user.id),
	])
	// After a form post the middleware let through, the account may still be mid-onboarding (spec §4).
	if (!routeContext.accounts.some((listed) => listed.id === access.accountId)) {
		throw redirect(routeContext.accounts[0] ? `/a/${routeContext.accounts[0].id}/dashboard` : '/onboarding')
	}
	await setCurrentAccount(app, user, access.accountId)
	// A trial that ended without a plan goes to /subscription-confirm (Settings stays open to choose one).
	if (billing.needsPlan && !new URL(request.url).pathname.endsWith('/settings')) throw redirect('/subscription-confirm')
	return {
		routeContext: { ...routeContext, currentAccountId: access.accountId },
		// The shell shows whose account it is; the student's details are the profile's (its own section).
		account: { id: account.id, studentName: account.studentName, timeZone: account.timeZone },
		access,
		billing: { status: billing.status, trialDaysLeft: billing.trialDaysLeft, provider: billing.provider },
	}
}

/**
 * An account page whose data got no answer (the connection dropped, or came
 * back only in part) says so and comes back by itself; anything else shows
 * the screens the root shows.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const revalidator = useRevalidator()
	if (isNetworkFailure(error)) return <ConnectionLostScreen error={error} onRetry={() => revalidator.revalidate()} />
	return <RouteErrorScreen error={error} />
}

export default function AccountLayout({ loaderData }: Route.ComponentProps) {
	const { routeContext, account, access, billing } = loaderData
	const visible = accountPages.filter((page) => !page.section || access.sections.includes(page.section))
	// The account pages toast often (some import sonner directly), so its container mounts up front here.
	useEffect(() => void loadSonner(), [])
	useEffect(registerServiceWorker, [])
	return (
		<QueryProvider>
			<div className="min-h-dvh bg-muted/40">
				<a href="#main-content" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2">
					Skip to content
				</a>
				<header className="border-b bg-background">
					<div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3">
						<Link to="/dashboard" className="flex items-center gap-2 font-bold text-primary">
							<img src="/favicon.svg" alt="" width={24} height={24} />
							Northstar
						</Link>
						<AccountSwitcher accounts={routeContext.accounts} currentId={account.id} />
						<span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground" data-testid="role">
							{roleLabels[access.role]}
							{access.readOnly ? ' · view only' : ''}
						</span>
						<div className="ml-auto flex items-center gap-1">
							{access.sections.includes('assistant') ? <AskNorthstarButton /> : null}
							<Form method="post" action="/logout" onSubmit={forgetTickConflicts}>
								<Button type="submit" variant="ghost" size="sm">
									Sign out
								</Button>
							</Form>
						</div>
					</div>
					<nav aria-label="Student account" className="mx-auto max-w-6xl overflow-x-auto px-2">
						<ul className="flex gap-1 pb-2">
							{visible.map((page) => (
								<li key={page.path}>
									<NavLink
										to={`/a/${account.id}/${page.path}`}
										className={({ isActive }) =>
											cn(
												'block rounded-md px-3 py-1.5 text-sm whitespace-nowrap hover:bg-muted',
												isActive && 'bg-brand/10 font-medium text-brand',
											)
										}
									>
										{page.label}
									</NavLink>
								</li>
							))}
						</ul>
					</nav>
				</header>
				{billing.status === 'trialing' && billing.trialDaysLeft !== null && billing.trialDaysLeft <= 3 && access.role === 'owner' ? (
					<p role="status" className="bg-accent/20 px-4 py-2 text-center text-sm">
						{billing.trialDaysLeft === 1 ? 'Your free trial ends tomorrow.' : `Your free trial ends in ${billing.trialDaysLeft} days.`}{' '}
						<Link to={`/a/${account.id}/settings?tab=billing`} className="font-medium underline underline-offset-2">
							Choose a plan
						</Link>
					</p>
				) : null}
				<OfflineStatus userId={routeContext.user.id} accountId={account.id} />
				<div className="mx-auto max-w-6xl px-4 py-8">
					<Outlet />
				</div>
			</div>
		</QueryProvider>
	)
}

function AccountSwitcher({
	accounts,
	currentId,
}: {
	accounts: Array<{ id: string; studentName: string; grade: string | null }>
	currentId: string
}) {
	const details = useRef<HTMLDetailsElement>(null)
	const location = useLocation()
	const current = accounts.find((account) => account.id === currentId)
	// Switching keeps the visitor on the same page of the other student.
	const section = location.pathname.split('/').slice(3).join('/') || 'dashboard'
	const close = () => {
		if (details.current) details.current.open = false
	}
	useOnNavigation(location.pathname, close)
	// Escape and a press outside close it wherever the focus is (Safari does not focus a summary on click).
	useEffect(() => {
		const onKeyDown = (event: KeyboardEvent) => {
			if (event.key !== 'Escape' || !details.current?.open) return
			event.preventDefault()
			close()
			details.current.querySelector('summary')?.focus()
		}
		const onPointerDown = (event: PointerEvent) => {
			if (details.current?.open && !details.current.contains(event.target as Node)) close()
		}
		document.addEventListener('keydown', onKeyDown)
		document.addEventListener('pointerdown', onPointerDown)
		return () => {
			document.removeEventListener('keydown', onKeyDown)
			document.removeEventListener('pointerdown', onPointerDown)
		}
	}, [])

	// A <details>, so it opens, closes and switches before the page's script
	// runs (a phone paints a signed-in page about 2 s before React takes it
	// over). Its open state stays the browser's; the script adds closing on
	// Escape, on a press outside, when focus leaves it and on a navigation.
	return (
		<details
			ref={details}
			className="group relative"
			onBlur={(event) => {
				if (!event.currentTarget.contains(event.relatedTarget)) close()
			}}
		>
			{/* The summary stays a block (the layout is on the span): made inline, iOS VoiceOver stops saying whether it is expanded. */}
			<summary className="cursor-pointer list-none rounded-md border px-3 py-1.5 text-sm group-open:bg-muted hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
				<span className="flex items-center gap-2">
					<span className="font-medium">{current?.studentName}</span>
					{current?.grade ? <span className="text-muted-foreground">· {current.grade}</span> : null}
					<span className="sr-only">, switch student</span>
					<span aria-hidden="true" className="inline-block transition-transform group-open:rotate-180">
						▾
					</span>
				</span>
			</summary>
			<ul className="absolute z-20 mt-1 min-w-56 rounded-md border bg-background p-1 shadow-lg">
				{accounts.map((account) => (
					<li key={account.id}>
						<Link
							to={`/a/${account.id}/${section}`}
							onClick={close}
							aria-current={account.id === currentId ? 'true' : undefined}
							className="flex justify-between gap-4 rounded px-3 py-2 text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none aria-[current]:font-semibold"
						>
							<span>{account.studentName}</span>
							<span className="text-muted-foreground">{account.grade}</span>
						</Link>
					</li>
				))}
				<li className="mt-1 border-t pt-1">
					<Link to="/add-student" onClick={close} className="block rounded px-3 py-2 text-sm text-brand hover:bg-muted focus-visible:bg-muted focus-visible:outline-none">
						Add a student
					</Link>
				</li>
			</ul>
		</details>
	)
}
