import { lazy, Suspense, useEffect, useState } from 'react'
import {
	Links,
	Meta,
	Outlet,
	Scripts,
	ScrollRestoration,
	type ShouldRevalidateFunction,
} from 'react-router'
import { AssistantPanelProvider } from '#app/components/assistant/panel-provider'
import { QueryErrorScreen, RouteErrorScreen } from '#app/components/error-screens'
import { ClientToaster } from '#app/components/toaster'
import { getPublicConfig, type PublicConfig } from '#app/lib/public-config'
import {
	reportClientError,
	startErrorReporting,
} from '#app/features/monitoring/error-reporting.client'
import { SITE_DESCRIPTION, SITE_TITLE, siteMeta } from '#app/features/seo/site-meta'
import { getAppContext } from '#app/lib/app-context'
import { pageMiddleware } from '#app/lib/page-cache'
import { EARLY_INPUT_SCRIPT, replayEarlyInput } from '#app/lib/early-input'
import { useScriptNonce } from '#app/lib/script-nonce'
import type { Route } from './+types/root'
import appStylesHref from './app.css?url'
// Made at build time from @fontsource's Inter (tooling/font-subsets.ts).
import interLatinHref from '../.cache/fonts/inter-latin-400-800.woff2?url'

const Trackers = lazy(() => import('#app/components/trackers'))

export const links: Route.LinksFunction = () => [
	// precedence makes it a React stylesheet resource: sent before the module preloads, not after them.
	{ rel: 'stylesheet', href: appStylesHref, precedence: 'default' },
	// Asked for with the stylesheet, so it is usually in time for app.css's `font-display: optional`.
	{ rel: 'preload', href: interLatinHref, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
	{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
	// Installable (issue 26): public/manifest.webmanifest, its icons drawn by scripts/app-icons.ts.
	{ rel: 'manifest', href: '/manifest.webmanifest' },
	{ rel: 'apple-touch-icon', href: '/icons/icon-192.png' },
]

/** Every answer: its nonce, the security headers, Cache-Control and the page cache (app/lib/page-cache.ts). */
export const middleware: Route.MiddlewareFunction[] = [pageMiddleware]

export function loader({ context }: Route.LoaderArgs) {
	const { env } = getAppContext(context)
	// The catalog checkout sells, so the search overlay's price answer quotes it (decision 025).
	return { ...getPublicConfig(env), pricingCatalog: env.PRICING_CATALOG }
}

// The deployment's public settings do not change under an open page: a
// revalidation (after a form, or the ticks sent on reconnecting) asks only
// the routes below, and when it gets no answer their boundary says so (the
// account layout's connection screen), not this one.
export const shouldRevalidate: ShouldRevalidateFunction = () => false

export function Layout({ children }: { children: React.ReactNode }) {
	useHydratedMark()
	const nonce = useScriptNonce()
	return (
		<html lang="en">
			<head>
				<meta charSet="utf-8" />
				<meta name="viewport" content="width=device-width, initial-scale=1" />
				{/* Before anything can be tapped: notes taps and changes made before hydration (early-input.ts). The server's HTML alone carries it. */}
				<script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_INPUT_SCRIPT : '' }} />
				{/* --color-brand (app/app.css) in hex, as the manifest's theme_color. */}
				<meta name="theme-color" content="#254dac" />
				<Meta />
				<Links />
			</head>
			<body className="bg-background font-sans text-foreground antialiased">
				{children}
				<ScrollRestoration />
				<Scripts />
			</body>
		</html>
	)
}

/**
 * `<html data-hydrated>` once React has taken the page over (browser tests wait
 * for it before they click), then what the visitor did before that, acted out
 * again. The root's effect runs after every route's, so a page has read its
 * saved state by then and the replay lands on top of it.
 */
function useHydratedMark() {
	useEffect(() => {
		document.documentElement.dataset.hydrated = ''
		replayEarlyInput()
	}, [])
}

export default function App({ loaderData }: Route.ComponentProps) {
	useErrorReporting(loaderData)
	const queryError = useQueryErrorListener()
	const tracked = loaderData.analytics.enabled || loaderData.sessionRecording.enabled

	// TanStack Query's provider lives where queries do (QueryProvider), so public pages skip query-core.
	return (
		<>
			<AssistantPanelProvider>{queryError ? <QueryErrorScreen /> : <Outlet />}</AssistantPanelProvider>
			<ClientToaster />
			{/* Off by default: the tags' code is fetched only where one is switched on, and only on public pages. */}
			{tracked ? (
				<Suspense fallback={null}>
					<Trackers analytics={loaderData.analytics} sessionRecording={loaderData.sessionRecording} />
				</Suspense>
			) : null}
		</>
	)
}

function useErrorReporting(config: PublicConfig) {
	useEffect(() => {
		void startErrorReporting(config.errorReporting, config.baseUrl)
		// The configs come from the server once per document; later navigations keep them.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])
}

/** A window error or unhandled rejection named QueryError swaps the page for its screen (spec §4). */
function useQueryErrorListener() {
	const [queryError, setQueryError] = useState<unknown>(null)
	useEffect(() => {
		function handle(error: unknown) {
			if (error instanceof Error && error.name === 'QueryError') {
				reportClientError(error)
				setQueryError(error)
			}
		}
		const onError = (event: ErrorEvent) => handle(event.error)
		const onRejection = (event: PromiseRejectionEvent) => handle(event.reason)
		window.addEventListener('error', onError)
		window.addEventListener('unhandledrejection', onRejection)
		return () => {
			window.removeEventListener('error', onError)
			window.removeEventListener('unhandledrejection', onRejection)
		}
	}, [])
	return queryError
}

export function meta({ data, location }: Route.MetaArgs) {
	if (!data) return [{ title: SITE_TITLE }, { name: 'description', content: SITE_DESCRIPTION }]
	return siteMeta({ baseUrl: data.baseUrl, pathname: location.pathname })
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	return <RouteErrorScreen error={error} />
}
