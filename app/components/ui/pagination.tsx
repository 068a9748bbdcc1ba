import { ChevronLeft, ChevronRight } from 'lucide'
import { Link } from 'react-router'
import { Icon } from '#app/components/ui/icon'
import { cn } from '#app/lib/cn'

// Pages of a long list as links: each page has its own URL (`?page=`), so it
// opens, bookmarks and works before the page's script runs. The current page
// is marked aria-current="page"; Previous and Next carry rel="prev"/"next".

export function Pagination({ page, pageCount, hrefFor, label = 'Pagination', className }: { page: number; pageCount: number; hrefFor: (page: number) => string; label?: string; className?: string }) {
	if (pageCount <= 1) return null
	const linkClass = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md border px-3 text-sm font-medium'
	const idle = 'hover:bg-muted'
	return (
		<nav data-slot="pagination" aria-label={label} className={cn('flex flex-wrap items-center justify-center gap-2', className)}>
			{page > 1 ? (
				<Link to={hrefFor(page - 1)} className={cn(linkClass, idle)} rel="prev">
					<Icon node={ChevronLeft} aria-hidden="true" className="size-4" /> Previous
				</Link>
			) : null}
			{Array.from({ length: pageCount }, (_, index) => index + 1).map((target) => (
				<Link
					key={target}
					to={hrefFor(target)}
					aria-current={target === page ? 'page' : undefined}
					aria-label={`Page ${target}`}
					className={cn(linkClass, target === page ? 'border-brand bg-brand text-brand-foreground' : idle)}
				>
					{target}
				</Link>
			))}
			{page < pageCount ? (
				<Link to={hrefFor(page + 1)} className={cn(linkClass, idle)} rel="next">
					Next <Icon node={ChevronRight} aria-hidden="true" className="size-4" />
				</Link>
			) : null}
		</nav>
	)
}
