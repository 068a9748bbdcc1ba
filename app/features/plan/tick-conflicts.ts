// The refused offline ticks' messages (decisions 046, 048), kept in the tab
// rather than in the layout: if the page is refetched without an answer right
// after the ticks were sent, the layout gives way to the connection screen,
// and the messages must be there again when it returns. They are the member's
// own — kept with who they are for, shown to no one else, dropped on sign-out:
// each names a task of a minor's plan.

export interface TickConflicts {
	/** Who they are for: `userId/accountId`. */
	member: string
	messages: string[]
}

const none: TickConflicts = { member: '', messages: [] }
let kept = none
const listeners = new Set<() => void>()

function publish(next: TickConflicts) {
	kept = next
	for (const listener of listeners) listener()
}

/** For useSyncExternalStore. */
export function subscribeToTickConflicts(listener: () => void) {
	listeners.add(listener)
	return () => void listeners.delete(listener)
}
export const getTickConflicts = () => kept
export const getServerTickConflicts = () => none

/** The messages `member` is to see: theirs, or none. */
export function tickConflictsFor(conflicts: TickConflicts, member: string): string[] {
	return conflicts.member === member ? conflicts.messages : none.messages
}

/** Adds refused ticks' messages for `member`; any kept for someone else go. */
export function keepTickConflicts(member: string, messages: string[]) {
	if (messages.length) publish({ member, messages: [...tickConflictsFor(kept, member), ...messages] })
}

/** Dismissed, or signing out: nothing stays in the tab. */
export function forgetTickConflicts() {
	publish(none)
}
