import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useNavigate, useRouteLoaderData } from 'react-router'
import { Dialog, DialogContent, DialogTitle } from '#app/components/ui/dialog'
import type { Catalog } from '#app/features/billing/catalog'
import { search, searchIndexFor } from '#app/features/search/search'
import { NO_RESULTS, resultsHeading, SEARCH_TYPE_LABELS } from '#app/features/search/search-copy'
import { cn } from '#app/lib/cn'

// The ⌘K / Ctrl+K search overlay (spec §2): an ARIA combobox over a listbox.
// ↑/↓ move, Enter opens, Escape closes; empty query shows Popular Pages.
// The header loads this module (Dialog and search index) on first open.

export function SearchOverlay({
	open,
	onOpenChange,
	takeTypedKeys,
}: {
	open: boolean
	onOpenChange: (open: boolean) => void
	/** Keys typed after ⌘K before the box had focus (search-shortcut.ts). */
	takeTypedKeys?: () => string
}) {
	const [query, setQuery] = useState('')
	const [active, setActive] = useState(0)
	const navigate = useNavigate()
	const listId = useId()
	const catalog = (useRouteLoaderData('root') as { pricingCatalog?: Catalog } | undefined)?.pricingCatalog ?? 'founder'
	const items = useMemo(() => searchIndexFor(catalog), [catalog])
	const results = useMemo(() => search(items, query), [items, query])
	const heading = resultsHeading(query)
	// Radix hands focus back only to a Dialog.Trigger, and this opens from a shortcut and from
	// buttons, so it remembers what had focus as it opens (before the box takes it) and returns there.
	// It first mounts already open, so it starts from closed to catch that first opening too.
	const opener = useRef<HTMLElement | null>(null)
	const [wasOpen, setWasOpen] = useState(false)
	if (open !== wasOpen) {
		setWasOpen(open)
		if (open && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null
	}

	useEffect(() => setActive(0), [query])
	// The active option stays in view as the arrow keys move past the scrolled edge.
	useEffect(() => {
		document.getElementById(`${listId}-option-${active}`)?.scrollIntoView({ block: 'nearest' })
	}, [active, listId])
	useEffect(() => {
		if (!open) setQuery('')
	}, [open])

	function go(url: string) {
		onOpenChange(false)
		navigate(url)
	}

	function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
		if (event.key === 'ArrowDown') {
			event.preventDefault()
			setActive((index) => (results.length ? (index + 1) % results.length : 0))
		} else if (event.key === 'ArrowUp') {
			event.preventDefault()
			setActive((index) => (results.length ? (index - 1 + results.length) % results.length : 0))
		} else if (event.key === 'Enter' && results[active]) {
			event.preventDefault()
			go(results[active]!.url)
		}
	}

	const optionId = (index: number) => `${listId}-option-${index}`

	return (
		<Dialog open={open} onOpenChange={onOpenChange}>
			<DialogContent
				placement="top"
				size="wide"
				aria-describedby={undefined}
				onCloseAutoFocus={(event) => {
					event.preventDefault()
					if (opener.current?.isConnected) opener.current.focus()
				}}
			>
				<DialogTitle className="sr-only">Search Northstar</DialogTitle>
				<div className="flex items-center gap-2 border-b px-4">
					<span aria-hidden="true" className="text-muted-foreground">
						⌕
					</span>
					<input
						type="text"
						role="combobox"
						aria-expanded="true"
						aria-controls={listId}
						aria-autocomplete="list"
						aria-activedescendant={results[active] ? optionId(active) : undefined}
						aria-label="Search pages, features, resources and answers"
						placeholder="Search Northstar…"
						value={query}
						onChange={(event) => setQuery(event.target.value)}
						onFocus={() => {
							const keys = takeTypedKeys?.()
							if (keys) setQuery((current) => current + keys)
						}}
						data-search-box
						onKeyDown={onKeyDown}
						className="h-14 flex-1 bg-transparent text-base outline-none"
						autoFocus
					/>
					<kbd className="hidden rounded border px-1.5 text-xs text-muted-foreground sm:inline">Esc</kbd>
				</div>
				{/* Focusable so the list scrolls by keyboard too (WCAG 2.1.1): Tab from the box, then the arrow keys. */}
				<div
					role="region"
					aria-labelledby={`${listId}-heading`}
					tabIndex={0}
					className="max-h-[60vh] overflow-y-auto p-2 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset"
				>
					<p className="px-2 py-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase" id={`${listId}-heading`}>
						{heading}
					</p>
					{results.length ? (
						<ul role="listbox" id={listId} aria-labelledby={`${listId}-heading`}>
							{results.map((result, index) => (
								<li
									key={result.id}
									id={optionId(index)}
									role="option"
									aria-selected={index === active}
									onMouseMove={() => setActive(index)}
									onClick={() => go(result.url)}
									className={cn('cursor-pointer rounded-lg px-3 py-2', index === active && 'bg-brand/10')}
								>
									<span className="flex items-center justify-between gap-3">
										<span className="font-medium">{result.title}</span>
										<span className="text-xs text-muted-foreground">{SEARCH_TYPE_LABELS[result.type]}</span>
									</span>
									<span className="block truncate text-sm text-muted-foreground">{result.description}</span>
								</li>
							))}
						</ul>
					) : (
						<p className="px-3 py-6 text-center text-muted-foreground" role="status">
							{NO_RESULTS}
						</p>
					)}
				</div>
			</DialogContent>
		</Dialog>
	)
}
