import { cva, type VariantProps } from 'class-variance-authority'
import { type ComponentProps, type ReactNode, useId } from 'react'
import { cn } from '#app/lib/cn'
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './table'

// Things side by side (colleges, aid offers): one row per measure, named by its
// row header, one column per thing, named by its column header. The box
// scrolls sideways on a narrow screen and is a region named by the caption;
// `pin` keeps the measure column in view while the things scroll past it.

export const compareMeasureVariants = cva('py-2 pr-3 font-medium', {
	variants: {
		pin: {
			true: 'sticky left-0 min-w-32 bg-background',
			false: '',
		},
	},
	defaultVariants: { pin: false },
})

export const compareValueVariants = cva('py-2 pr-3', {
	variants: {
		/** Figures: kept on one line, digits lined up. */
		numeric: {
			true: 'whitespace-nowrap tabular-nums',
			false: '',
		},
	},
	defaultVariants: { numeric: false },
})

/** One row: its name, its value for each thing compared, and classes for its value cells (emphasis). */
export interface CompareMeasure<Item> {
	label: string
	value: (item: Item) => ReactNode
	className?: string
}

export function CompareTable<Item extends { id: string }>({
	caption,
	items,
	itemName,
	measures,
	pin,
	numeric,
	className,
	containerClassName,
	...props
}: Omit<ComponentProps<'table'>, 'children'> &
	VariantProps<typeof compareMeasureVariants> &
	VariantProps<typeof compareValueVariants> & {
		/** Names the table and its scrolling box; read by screen readers only. */
		caption: string
		items: Item[]
		itemName: (item: Item) => ReactNode
		measures: Array<CompareMeasure<Item>>
		/** Classes for the scrolling box (margins, corners). */
		containerClassName?: string
	}) {
	const captionId = useId()
	return (
		<Table data-slot="compare-table" labelledBy={captionId} containerClassName={containerClassName} className={cn('text-left', className)} {...props}>
			<TableCaption id={captionId} variant="sr-only">
				{caption}
			</TableCaption>
			<TableHeader>
				<TableRow className="border-b">
					<TableHead data-slot="compare-measure" scope="col" className={compareMeasureVariants({ pin })}>
						<span className="sr-only">Measure</span>
					</TableHead>
					{items.map((item) => (
						<TableHead key={item.id} data-slot="compare-item" scope="col" className="min-w-28 py-2 pr-3 font-semibold">
							{itemName(item)}
						</TableHead>
					))}
				</TableRow>
			</TableHeader>
			<TableBody>
				{measures.map((measure) => (
					<TableRow key={measure.label} className="border-b">
						<TableHead data-slot="compare-measure" scope="row" className={compareMeasureVariants({ pin })}>
							{measure.label}
						</TableHead>
						{items.map((item) => (
							<TableCell key={item.id} data-slot="compare-value" className={cn(compareValueVariants({ numeric }), measure.className)}>
								{measure.value(item)}
							</TableCell>
						))}
					</TableRow>
				))}
			</TableBody>
		</Table>
	)
}
