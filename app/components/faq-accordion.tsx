import { useId } from 'react'
import { cardVariants } from '#app/components/ui/card'
import { cn } from '#app/lib/cn'

export interface FaqItem {
	question: string
	answer: React.ReactNode
}

/**
 * The FAQ accordion (spec §4): one item open at a time, and the open one can
 * be closed. Native <details> sharing a `name` do exactly that, with the
 * browser's own keyboard and screen-reader support and no script to load.
 * `columns={2}` lays the items out in two columns on wide screens.
 */
export function FaqAccordion({ items, columns = 1, className }: { items: FaqItem[]; columns?: 1 | 2; className?: string }) {
	const group = useId()
	return (
		<div className={cn('grid gap-3', columns === 2 && 'md:grid-cols-2 md:items-start', className)} data-slot="faq">
			{items.map((item) => (
				<details key={item.question} name={group} className={cardVariants({ padding: 'none', className: 'group' })}>
					<summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-xl px-4 py-3 text-left font-medium focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
						<h3>{item.question}</h3>
						<span aria-hidden="true" className="text-muted-foreground transition-transform group-open:rotate-45">
							+
						</span>
					</summary>
					<div className="px-4 pb-4 text-muted-foreground">{item.answer}</div>
				</details>
			))}
		</div>
	)
}
