import * as Accordion from '@radix-ui/react-accordion'
import { cn } from '#app/lib/cn'

export interface FaqItem {
	question: string
	answer: React.ReactNode
}

/**
 * The FAQ accordion (spec §4): one item open at a time, and the open one can
 * be closed. `columns={2}` lays the items out in two columns on wide screens.
 */
export function FaqAccordion({ items, columns = 1, className }: { items: FaqItem[]; columns?: 1 | 2; className?: string }) {
	return (
		<Accordion.Root
			type="single"
			collapsible
			className={cn('grid gap-3', columns === 2 && 'md:grid-cols-2 md:items-start', className)}
			data-slot="faq"
		>
			{items.map((item, index) => (
				<Accordion.Item key={item.question} value={`item-${index}`} className="rounded-xl border bg-background">
					<Accordion.Header asChild>
						<h3>
							<Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-xl px-4 py-3 text-left font-medium focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none">
								{item.question}
								<span aria-hidden="true" className="text-muted-foreground transition-transform group-data-[state=open]:rotate-45">
									+
								</span>
							</Accordion.Trigger>
						</h3>
					</Accordion.Header>
					<Accordion.Content className="px-4 pb-4 text-muted-foreground">{item.answer}</Accordion.Content>
				</Accordion.Item>
			))}
		</Accordion.Root>
	)
}
