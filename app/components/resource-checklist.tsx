import { useEffect, useId, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'
import { Checkbox } from '#app/components/ui/checkbox'
import { countProgress, parseTicks, storageKey, type ChecklistGroup } from '#app/features/resources/checklists'
import { cn } from '#app/lib/cn'

// A grouped checklist with real checkboxes. Ticks stay in this browser
// (localStorage, one key per page) and are restored after hydration so the
// server HTML and the first client render match.

export function ResourceChecklist({
	page,
	groups,
	title = 'Your checklist',
	className,
}: {
	/** The page slug; the storage key is derived from it. */
	page: string
	groups: readonly ChecklistGroup[]
	/** Accessible name of the checklist (not rendered as a heading; the page's Section supplies the h2). */
	title?: string
	className?: string
}) {
	const key = storageKey('checklist', page)
	const baseId = useId()
	const [ticked, setTicked] = useState<Record<string, boolean>>({})
	const [loaded, setLoaded] = useState(false)

	useEffect(() => {
		try {
			setTicked(parseTicks(window.localStorage.getItem(key)))
		} catch {
			// Storage blocked (private mode, policy): ticks just won't persist.
		}
		setLoaded(true)
	}, [key])

	useEffect(() => {
		if (!loaded) return
		try {
			if (Object.keys(ticked).length) window.localStorage.setItem(key, JSON.stringify(ticked))
			else window.localStorage.removeItem(key)
		} catch {
			// Ignore quota or privacy errors.
		}
	}, [key, ticked, loaded])

	const { done, total } = countProgress(groups, ticked)

	return (
		<div role="group" aria-label={title} className={cardVariants({ padding: 'sm', className: cn('sm:p-6 print:border-0 print:p-0', className) })}>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<p className="font-semibold" aria-live="polite">
					{done} of {total} done
				</p>
				<div className="flex flex-wrap gap-2 print:hidden">
					<Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
						Print checklist
					</Button>
					<Button type="button" variant="ghost" size="sm" onClick={() => setTicked({})} disabled={done === 0}>
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
			{groups.map((group) => (
				<fieldset key={group.id} className="mt-6 break-inside-avoid">
					<legend className="text-lg font-semibold">{group.title}</legend>
					<ul className="mt-3 flex flex-col gap-3">
						{group.items.map((item) => {
							const inputId = `${baseId}-${item.id}`
							const checked = Boolean(ticked[item.id])
							return (
								<li key={item.id} className="flex items-start gap-3">
									<Checkbox
										id={inputId}
										size="lg"
										className="mt-1"
										checked={checked}
										onChange={(event) => {
											const next = event.currentTarget.checked
											setTicked((prev) => {
												const copy = { ...prev }
												if (next) copy[item.id] = true
												else delete copy[item.id]
												return copy
											})
										}}
									/>
									<div className="min-w-0">
										<label htmlFor={inputId} className={cn('cursor-pointer', checked && 'text-muted-foreground line-through')}>
											{item.text}
										</label>
										{item.due || item.link ? (
											<p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-muted-foreground">
												{item.due ? <span>{item.due}</span> : null}
												{item.link ? (
													<Link to={item.link.href} className="text-brand underline underline-offset-4">
														{item.link.label}
													</Link>
												) : null}
											</p>
										) : null}
									</div>
								</li>
							)
						})}
					</ul>
				</fieldset>
			))}
			<p className="mt-6 text-sm text-muted-foreground print:hidden">Ticks are saved in this browser only.</p>
		</div>
	)
}
