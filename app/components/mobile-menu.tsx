import * as Dialog from '@radix-ui/react-dialog'
import { Button } from '#app/components/ui/button'
import { MobileAccountLinks, MobileNavLinks } from './mobile-nav-links'

// The mobile menu's sheet (spec §2). The header renders the trigger (a
// <summary> whose <details> is the menu before the script runs) and loads this
// module (Radix Dialog) on first open, so a page that never opens it does not
// ship it. With no Dialog.Trigger, focus goes back to the header's trigger on
// close by hand.

export function MobileMenuDialog({
	id,
	open,
	onOpenChange,
	trigger,
	signedIn,
	onSearch,
}: {
	id: string
	open: boolean
	onOpenChange: (open: boolean) => void
	trigger: React.RefObject<HTMLElement | null>
	signedIn: boolean
	onSearch: () => void
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
					<MobileNavLinks />
					<MobileAccountLinks
						signedIn={signedIn}
						search={
							<Button
								variant="outline"
								onClick={() => {
									onOpenChange(false)
									onSearch()
								}}
							>
								Search
							</Button>
						}
					/>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
