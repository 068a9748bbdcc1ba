import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { cn } from '#app/lib/cn'

// Tabs as links: a page with tabs keeps one route and its `?tab=` URL
// (STYLE.md 14), so each tab is a link the browser can open, bookmark and
// follow before the page's script runs. The current one is marked
// aria-current="page" — not an ARIA tablist, which would promise arrow keys.

export function TabsNav({ className, ...props }: ComponentProps<'nav'> & { 'aria-label': string }) {
	return <nav data-slot="tabs-nav" className={cn('flex flex-wrap gap-2', className)} {...props} />
}

export function TabLink({ active, className, ...props }: ComponentProps<typeof Link> & { active: boolean }) {
	return (
		<Link
			data-slot="tab-link"
			aria-current={active ? 'page' : undefined}
			className={cn('rounded-md px-3 py-1.5 text-sm hover:bg-muted', active && 'bg-brand/10 font-medium text-brand', className)}
			{...props}
		/>
	)
}

/** `?tab=value` on top of the page's other search parameters (or alone). */
export function tabHref(value: string, search: string | URLSearchParams = '') {
	const params = new URLSearchParams(search)
	params.set('tab', value)
	return `?${params}`
}
