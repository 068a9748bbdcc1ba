import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '#app/lib/cn'

// shadcn/ui's new-york badge: a short status or count beside what it describes.

export const badgeVariants = cva('inline-flex w-fit shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap [&>svg]:size-3', {
	variants: {
		variant: {
			default: 'bg-primary text-primary-foreground',
			secondary: 'bg-secondary text-secondary-foreground',
			destructive: 'bg-destructive text-white',
			outline: 'border text-foreground',
			brand: 'bg-brand/10 text-brand',
			accent: 'bg-accent text-accent-foreground',
			muted: 'bg-muted text-muted-foreground',
		},
	},
	defaultVariants: { variant: 'default' },
})

export function Badge({ className, variant, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
	return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
}
