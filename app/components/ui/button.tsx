import { Slot } from '@radix-ui/react-slot'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '#app/lib/cn'
import { Spinner } from './spinner'

export const buttonVariants = cva(
	'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*="size-"])]:size-4',
	{
		variants: {
			variant: {
				default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90',
				destructive: 'bg-destructive text-white shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/30',
				outline: 'border border-border bg-background shadow-xs hover:bg-muted',
				secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80',
				ghost: 'hover:bg-muted',
				link: 'text-brand underline-offset-4 hover:underline',
				brand: 'bg-brand text-brand-foreground shadow-sm hover:bg-brand/90',
				accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent/90',
			},
			size: {
				default: 'h-10 px-4 py-2',
				sm: 'h-8 rounded-md px-3 text-xs',
				lg: 'h-12 rounded-lg px-6 text-base',
				icon: 'size-10',
			},
		},
		defaultVariants: { variant: 'default', size: 'default' },
	},
)

export type ButtonProps = ComponentProps<'button'> &
	VariantProps<typeof buttonVariants> & {
		/** Render the child element (a link, say) with the button's look. */
		asChild?: boolean
		/** Shows a spinner and disables the button until the work finishes. */
		loading?: boolean
		/** What a screen reader hears while loading. */
		loadingLabel?: string
	}

export function Button({
	className,
	variant,
	size,
	asChild = false,
	loading = false,
	loadingLabel = 'Loading',
	disabled,
	children,
	...props
}: ButtonProps) {
	if (asChild) {
		return (
			<Slot
				data-slot="button"
				className={cn(buttonVariants({ variant, size }), className)}
				aria-disabled={disabled || loading || undefined}
				{...props}
			>
				{children}
			</Slot>
		)
	}
	return (
		<button
			data-slot="button"
			className={cn(buttonVariants({ variant, size }), className)}
			disabled={disabled || loading}
			aria-busy={loading || undefined}
			{...props}
		>
			{loading ? <Spinner label={loadingLabel} /> : null}
			{children}
		</button>
	)
}
