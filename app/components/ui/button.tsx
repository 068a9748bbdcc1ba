import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '#app/lib/cn'
import { Spinner } from './spinner'

// Each part of a button's look is set by exactly one of base, variant and size
// (no class overrides another: app/lib/cn.ts), so a size owns its box — height,
// padding, corners, text size and wrapping. The base is one utility,
// `button-base` (app.css: inline-flex, centred, gap-2, medium weight, focus
// ring width, disabled look, icon size): every button on a page repeats it.
const buttonClasses = cva(
	'button-base',
	{
		variants: {
			variant: {
				default: 'bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 focus-visible:ring-ring/50',
				destructive: 'bg-destructive text-white shadow-xs hover:bg-destructive/90 focus-visible:ring-destructive/30',
				outline: 'border border-border bg-background shadow-xs hover:bg-muted focus-visible:ring-ring/50',
				secondary: 'bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80 focus-visible:ring-ring/50',
				ghost: 'hover:bg-muted focus-visible:ring-ring/50',
				link: 'text-brand underline-offset-4 hover:underline focus-visible:ring-ring/50',
				/** A link-styled action that removes or deletes something. */
				'destructive-link': 'text-destructive underline-offset-4 hover:underline focus-visible:ring-ring/50',
				brand: 'bg-brand text-brand-foreground shadow-sm hover:bg-brand/90 focus-visible:ring-ring/50',
				accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent/90 focus-visible:ring-ring/50',
			},
			size: {
				default: 'h-10 rounded-md px-4 py-2 text-sm whitespace-nowrap',
				sm: 'h-8 rounded-md px-3 text-xs whitespace-nowrap',
				lg: 'h-12 rounded-lg px-6 text-base whitespace-nowrap',
				icon: 'size-10 rounded-md text-sm whitespace-nowrap',
				/** The default size for a label that may run onto more lines. */
				wrap: 'min-h-10 rounded-md px-4 py-2 text-sm',
				/** No box of its own: a link-styled action sitting in a line of text (font size from the caller). */
				inline: 'rounded-sm',
			},
		},
		defaultVariants: { variant: 'default', size: 'default' },
	},
)

/** A button's classes, for links and other elements that look like one (a Link styled as a button uses these). */
export function buttonVariants({ className, ...variants }: VariantProps<typeof buttonClasses> & { className?: string } = {}) {
	return cn(buttonClasses(variants), className)
}

export type ButtonProps = ComponentProps<'button'> &
	VariantProps<typeof buttonClasses> & {
		/** Shows a spinner and disables the button until the work finishes. */
		loading?: boolean
		/** What a screen reader hears while loading. */
		loadingLabel?: string
	}

export function Button({
	className,
	variant,
	size,
	loading = false,
	loadingLabel = 'Loading',
	disabled,
	children,
	...props
}: ButtonProps) {
	return (
		<button
			data-slot="button"
			className={buttonVariants({ variant, size, className })}
			disabled={disabled || loading}
			aria-busy={loading || undefined}
			{...props}
		>
			{loading ? <Spinner label={loadingLabel} /> : null}
			{children}
		</button>
	)
}
