import { Link, useLocation, useMatches, useRouteLoaderData } from 'react-router'
import { breadcrumbsFor } from '#app/features/site/breadcrumbs'

/** A route names its own crumb with `export const handle = { breadcrumb: (data) => title }`. */
export interface BreadcrumbHandle {
	breadcrumb?: (data: any) => string | undefined
}

/** The breadcrumb bar from the path, with BreadcrumbList JSON-LD for search engines. */
export function Breadcrumbs() {
	const { pathname } = useLocation()
	const root = useRouteLoaderData('root') as { baseUrl?: string } | undefined
	const last = useMatches().at(-1)
	const lastName = last?.data ? (last.handle as BreadcrumbHandle | undefined)?.breadcrumb?.(last.data) : undefined
	const crumbs = breadcrumbsFor(pathname, lastName)
	if (crumbs.length === 0) return null
	const jsonLd = {
		'@context': 'https://schema.org',
		'@type': 'BreadcrumbList',
		itemListElement: crumbs.map((crumb, index) => ({
			'@type': 'ListItem',
			position: index + 1,
			name: crumb.name,
			item: `${root?.baseUrl ?? ''}${crumb.path}`,
		})),
	}
	return (
		<nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-4 text-sm text-muted-foreground print:hidden">
			<ol className="flex flex-wrap items-center gap-1">
				{crumbs.map((crumb, index) => (
					<li key={crumb.path} className="flex items-center gap-1">
						{index > 0 ? <span aria-hidden="true">/</span> : null}
						{index === crumbs.length - 1 ? (
							<span aria-current="page" className="text-foreground">
								{crumb.name}
							</span>
						) : (
							<Link to={crumb.path} className="hover:text-foreground">
								{crumb.name}
							</Link>
						)}
					</li>
				))}
			</ol>
			<script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
		</nav>
	)
}
