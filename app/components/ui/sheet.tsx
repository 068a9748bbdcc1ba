import * as SheetPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import X from 'lucide/dist/esm/icons/x.mjs'
import type { ComponentProps } from 'react'
import { cn } from '#app/lib/cn'
import { Icon } from './icon'

// A side sheet: a Radix Dialog (focus trapped, Escape and the overlay close it,
// focus returns to what opened it) that slides in from an edge. shadcn/ui's
// new-york sheet, with one addition: `portal={false}` renders the content where
// it stands, so a sheet opened by the URL is in the server's HTML and works
// before the page's script runs (Radix portals render nothing on the server).

export function Sheet(props: ComponentProps<typeof SheetPrimitive.Root>) {
	return <SheetPrimitive.Root data-slot="sheet" {...props} />
}

export function SheetTrigger(props: ComponentProps<typeof SheetPrimitive.Trigger>) {
	return <SheetPrimitive.Trigger data-slot="sheet-trigger" {...props} />
}

export function SheetClose(props: ComponentProps<typeof SheetPrimitive.Close>) {
	return <SheetPrimitive.Close data-slot="sheet-close" {...props} />
}

export function SheetOverlay({ className, ...props }: ComponentProps<typeof SheetPrimitive.Overlay>) {
	return <SheetPrimitive.Overlay data-slot="sheet-overlay" className={cn('fixed inset-0 z-50 bg-black/50', className)} {...props} />
}

export const sheetVariants = cva('fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background shadow-lg outline-none', {
	variants: {
		side: {
			right: 'inset-y-0 right-0 h-full w-full border-l sm:max-w-md',
			left: 'inset-y-0 left-0 h-full w-full border-r sm:max-w-md',
			top: 'inset-x-0 top-0 h-auto max-h-[90vh] border-b',
			bottom: 'inset-x-0 bottom-0 h-auto max-h-[90vh] border-t',
		},
	},
	defaultVariants: { side: 'right' },
})

export function SheetContent({
	className,
	children,
	side,
	portal = true,
	closeLabel = 'Close',
	...props
}: ComponentProps<typeof SheetPrimitive.Content> & VariantProps<typeof sheetVariants> & { portal?: boolean; closeLabel?: string }) {
	const content = (
		<>
			<SheetOverlay />
			<SheetPrimitive.Content data-slot="sheet-content" className={cn(sheetVariants({ side }), className)} {...props}>
				{children}
				<SheetPrimitive.Close
					data-slot="sheet-close"
					className="absolute top-4 right-4 inline-flex size-9 items-center justify-center rounded-md opacity-70 transition-opacity outline-none hover:bg-muted hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
				>
					<Icon node={X} className="size-4" />
					<span className="sr-only">{closeLabel}</span>
				</SheetPrimitive.Close>
			</SheetPrimitive.Content>
		</>
	)
	return portal ? <SheetPrimitive.Portal>{content}</SheetPrimitive.Portal> : content
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
	return <div data-slot="sheet-header" className={cn('flex flex-col gap-1.5 p-4 pr-14', className)} {...props} />
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
	return <div data-slot="sheet-footer" className={cn('mt-auto flex flex-col gap-2 p-4', className)} {...props} />
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
	return <SheetPrimitive.Title data-slot="sheet-title" className={cn('text-lg font-semibold', className)} {...props} />
}

export function SheetDescription({ className, ...props }: ComponentProps<typeof SheetPrimitive.Description>) {
	return <SheetPrimitive.Description data-slot="sheet-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
}
