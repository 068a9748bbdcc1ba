import { useEffect, useRef, useState } from 'react'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { checklistStorageKey, parseTicks } from '#app/features/resources/checklists'
import { cn } from '#app/lib/cn'
import { HtmlSentOnce } from '#app/lib/html-sent-once'

// A grouped checklist whose boxes are the page's own HTML, rendered by the
// loader (resource-checklist.server.tsx): a box ticks before the page's script
// runs, and the script carries none of the list's text. Once it runs, this
// ticks what this browser kept (localStorage, one key per page), counts, and
// keeps every tick after that, those made before it ran included.

/** The element the checklist's HTML is sent in; one checklist to a page. */
export const CHECKLIST_ITEMS_ID = 'checklist-items'

/** What a page's loader returns for its checklist: the HTML (null when the document carries it) and how many items it has. */
export type RenderedChecklist = { html: string | null; total: number }

export function ResourceChecklist({
	page,
	checklist,
	title = 'Your checklist',
	className,
}: {
	/** The page slug; the storage key is derived from it. */
	page: string
	checklist: RenderedChecklist
	/** Accessible name of the checklist (not rendered as a heading; the page's Section supplies the h2). */
	title?: string
	className?: string
}) {
	const key = checklistStorageKey(page)
	const { total } = checklist
	const cardRef = useRef<HTMLDivElement>(null)
	const [done, setDone] = useState(0)

	useEffect(() => {
		const card = cardRef.current
		if (!card) return
		const boxes = () => Array.from(card.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
		try {
			const kept = parseTicks(window.localStorage.getItem(key))
			for (const box of boxes()) if (kept[box.name]) box.checked = true
		} catch {
			// Storage blocked (private mode, policy): ticks just won't persist.
		}
		const ticked = () => boxes().filter((box) => box.checked)
		// Counted now, saved only when a box changes: a list not there to read must not erase what was kept.
		setDone(ticked().length)
		function keepTicks() {
			const now = ticked()
			setDone(now.length)
			try {
				if (now.length) window.localStorage.setItem(key, JSON.stringify(Object.fromEntries(now.map((box) => [box.name, true]))))
				else window.localStorage.removeItem(key)
			} catch {
				// Ignore quota or privacy errors.
			}
		}
		card.addEventListener('change', keepTicks)
		return () => card.removeEventListener('change', keepTicks)
	}, [key])

	function clearTicks() {
		const card = cardRef.current
		if (!card) return
		for (const box of card.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) box.checked = false
		// Setting `checked` fires no event of its own: this one tells the listener above.
		card.dispatchEvent(new Event('change'))
	}

	return (
		<div ref={cardRef} role="group" aria-label={title} className={cardVariants({ padding: 'sm', className: cn('sm:p-6 print:border-0 print:p-0', className) })}>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<p className="font-semibold" aria-live="polite">
					{done} of {total} done
				</p>
				<div className="flex flex-wrap gap-2 print:hidden">
					<Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
						Print checklist
					</Button>
					<Button type="button" variant="ghost" size="sm" onClick={clearTicks} disabled={done === 0}>
						Clear ticks
					</Button>
				</div>
			</div>
			<div
				className="mt-2 h-2 overflow-hidden rounded-full bg-muted print:hidden"
				role="progressbar"
				aria-label={`${title} progress`}
				aria-valuemin={0}
				aria-valuemax={total}
				aria-valuenow={done}
			>
				<div className="h-full bg-brand transition-[width]" style={{ width: total ? `${(done / total) * 100}%` : '0%' }} />
			</div>
			<HtmlSentOnce id={CHECKLIST_ITEMS_ID} html={checklist.html} />
			<p className="mt-6 text-sm text-muted-foreground print:hidden">Ticks are saved in this browser only.</p>
		</div>
	)
}
