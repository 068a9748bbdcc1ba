import { Outlet } from 'react-router'
import { Breadcrumbs } from '#app/components/breadcrumbs'
import { SiteFooter } from '#app/components/site-footer'
import { SiteHeader } from '#app/components/site-header'

// Every public page: skip link, header, breadcrumbs, the page, footer. No
// loader and no per-user HTML, so a cache or the edge may serve the page.

export default function PublicLayout() {
	return (
		<>
			<a
				href="#main-content"
				className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
			>
				Skip to content
			</a>
			<SiteHeader />
			<Breadcrumbs />
			<main id="main-content" tabIndex={-1} className="outline-none">
				<Outlet />
			</main>
			<SiteFooter />
		</>
	)
}
