import { cva, type VariantProps } from 'class-variance-authority'
import { type ComponentProps, useEffect, useRef, useState } from 'react'
import { cn } from '#app/lib/cn'

// shadcn/ui's new-york table. The box around it scrolls sideways on a narrow
// screen; named (`label` or `labelledBy`), it is a region the keyboard can
// focus and scroll with the arrow keys (WCAG 2.1.1, axe's
// scrollable-region-focusable). It is a Tab stop only while it can scroll: the
// server cannot know, so it starts as one and the browser measures it.
// The cells carry no padding of their own, each table sets its rhythm; a
// caption stays on top (no `caption-bottom`), where this app's tables show it.

export const tableVariants = cva('w-full', {
	variants: { size: { default: 'text-sm', sm: 'text-xs' } },
	defaultVariants: { size: 'default' },
})

export function Table({
	className,
	containerClassName,
	label,
	labelledBy,
	size,
	...props
}: ComponentProps<'table'> &
	VariantProps<typeof tableVariants> & {
		/** Classes for the scrolling box (borders, margins): it owns `relative` and the overflow. */
		containerClassName?: string
		/** Names the scrolling box as a region. */
		label?: string
		/** The id of the text that names the scrolling box. */
		labelledBy?: string
	}) {
	const named = label !== undefined || labelledBy !== undefined
	const container = useRef<HTMLDivElement>(null)
	const canScroll = useCanScroll(container, named)
	return (
		<div
			ref={container}
			data-slot="table-container"
			role={named ? 'region' : undefined}
			aria-label={label}
			aria-labelledby={labelledBy}
			tabIndex={named && canScroll ? 0 : undefined}
			className={cn('relative overflow-x-auto focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none', containerClassName)}
		>
			<table data-slot="table" className={cn(tableVariants({ size }), className)} {...props} />
		</div>
	)
}

function useCanScroll(ref: React.RefObject<HTMLElement | null>, watch: boolean) {
	const [canScroll, setCanScroll] = useState(true)
	useEffect(() => {
		const element = ref.current
		if (!watch || !element || typeof ResizeObserver === 'undefined') return
		const measure = () => setCanScroll(element.scrollWidth > element.clientWidth)
		const observer = new ResizeObserver(measure)
		observer.observe(element)
		measure()
		return () => observer.disconnect()
	}, [ref, watch])
	return canScroll
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
	return <thead data-slot="table-header" className={className} {...props} />
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
	return <tbody data-slot="table-body" className={className} {...props} />
}

export function TableFooter({ className, ...props }: ComponentProps<'tfoot'>) {
	return <tfoot data-slot="table-footer" className={className} {...props} />
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
	return <tr data-slot="table-row" className={className} {...props} />
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
	return <th data-slot="table-head" className={className} {...props} />
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
	return <td data-slot="table-cell" className={className} {...props} />
}

export const tableCaptionVariants = cva('', {
	variants: {
		variant: {
			/** A title over the table. */
			default: 'font-semibold',
			/** For screen readers only: most tables here sit under a heading that says what they are. */
			'sr-only': 'sr-only',
		},
	},
	defaultVariants: { variant: 'default' },
})

/** The table's name (in the accessibility tree whether shown or not). */
export function TableCaption({ className, variant, ...props }: ComponentProps<'caption'> & VariantProps<typeof tableCaptionVariants>) {
	return <caption data-slot="table-caption" className={cn(tableCaptionVariants({ variant }), className)} {...props} />
}
