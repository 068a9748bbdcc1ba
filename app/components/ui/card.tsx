import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '#app/lib/cn'

// shadcn/ui's new-york card, in Northstar's look: the card owns its frame —
// corners, border, background and padding, each set once by base, tone or
// padding (app/lib/cn.ts) — and its parts only lay out what is inside.

const cardClasses = cva('rounded-xl border', {
	variants: {
		tone: {
			default: 'bg-background',
			muted: 'bg-muted/40',
			brand: 'border-brand/30 bg-brand/5',
		},
		padding: {
			default: 'p-6',
			md: 'p-5',
			sm: 'p-4',
			lg: 'p-8',
			/** The content runs to the edges (a table, a list with its own rows). */
			none: '',
		},
	},
	defaultVariants: { tone: 'default', padding: 'default' },
})

/** A card's classes, for an element that must stay what it is (a list item, a section, a link) but look like a card. */
export function cardVariants({ className, ...variants }: VariantProps<typeof cardClasses> & { className?: string } = {}) {
	return cn(cardClasses(variants), className)
}

export function Card({ className, tone, padding, ...props }: ComponentProps<'div'> & VariantProps<typeof cardClasses>) {
	return <div data-slot="card" className={cardVariants({ tone, padding, className })} {...props} />
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
	return <div data-slot="card-header" className={cn('flex flex-col gap-1.5', className)} {...props} />
}

/** The card's heading: an h3 unless the page's outline needs another level. */
export function CardTitle({ className, level = 3, ...props }: ComponentProps<'h3'> & { level?: 2 | 3 | 4 }) {
	const Heading = `h${level}` as const
	return <Heading data-slot="card-title" className={cn('font-semibold', className)} {...props} />
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
	return <p data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
	return <div data-slot="card-content" className={className} {...props} />
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
	return <div data-slot="card-footer" className={cn('flex items-center gap-2', className)} {...props} />
}
