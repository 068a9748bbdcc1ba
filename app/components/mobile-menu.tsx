import * as Dialog from '@radix-ui/react-dialog'
import { Button } from '#app/components/ui/button'

// The mobile menu's sheet (spec §2). The header renders the trigger (a
// <summary> whose <details> is the menu before the script runs) and loads this
// module (Radix Dialog) on first open, so a page that never opens it does not
// ship it. With no Dialog.Trigger, focus goes back to the header's trigger on
// close by hand. The header hands over the links (mobile-nav-links.tsx): this
// module imports nothing from the header's, so the public layout's code stays
// in its route's own file rather than in a chunk both share.

export function MobileMenuDialog({
	id,
	open,
	onOpenChange,
	trigger,
	children,
}: {
	id: string
	open: boolean
	onOpenChange: (open: boolean) => void
	trigger: React.RefObject<HTMLElement | null>
	children: React.ReactNode
}) {
	return (
		<Dialog.Root open={open} onOpenChange={onOpenChange}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 lg:hidden" />
				<Dialog.Content
					id={id}
					className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-background p-5 shadow-xl lg:hidden"
					aria-describedby={undefined}
					onCloseAutoFocus={(event) => {
						event.preventDefault()
						trigger.current?.focus()
					}}
				>
					<div className="flex items-center justify-between">
						<Dialog.Title className="text-lg font-bold">Menu</Dialog.Title>
						<Dialog.Close asChild>
							<Button variant="ghost" size="icon" aria-label="Close menu">
								<span aria-hidden="true">✕</span>
							</Button>
						</Dialog.Close>
					</div>
					{children}
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
