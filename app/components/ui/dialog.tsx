import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'
import { cn } from '#app/lib/cn'

// A modal dialog: Radix Dialog (focus trapped, Escape and the overlay close it,
// focus returns to what opened it), shadcn/ui's new-york look. Where it sits and
// how wide it is are variants, so a caller never overrides the frame's classes.

export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
	return <DialogPrimitive.Root data-slot="dialog" {...props} />
}

export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
	return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />
}

export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
	return <DialogPrimitive.Close data-slot="dialog-close" {...props} />
}

export const dialogContentVariants = cva('fixed left-1/2 z-50 w-[calc(100%-2rem)] -translate-x-1/2 border bg-background outline-none', {
	variants: {
		placement: {
			center: 'top-1/2 -translate-y-1/2 rounded-lg shadow-lg',
			/** High on the screen, where a command palette opens, so its list can grow downward. */
			top: 'top-[10vh] rounded-2xl shadow-2xl',
		},
		size: {
			default: 'grid max-w-lg gap-4 p-6',
			/** No padding: the content draws its own sections edge to edge. */
			wide: 'max-w-xl overflow-hidden',
		},
	},
	defaultVariants: { placement: 'center', size: 'default' },
})

export function DialogContent({
	className,
	placement,
	size,
	...props
}: ComponentProps<typeof DialogPrimitive.Content> & VariantProps<typeof dialogContentVariants>) {
	return (
		<DialogPrimitive.Portal>
			<DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-black/50" />
			<DialogPrimitive.Content data-slot="dialog-content" className={cn(dialogContentVariants({ placement, size }), className)} {...props} />
		</DialogPrimitive.Portal>
	)
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
	return <DialogPrimitive.Title data-slot="dialog-title" className={cn('text-lg font-semibold', className)} {...props} />
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
	return <DialogPrimitive.Description data-slot="dialog-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
}
