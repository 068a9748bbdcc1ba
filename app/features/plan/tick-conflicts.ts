import { createPageStore } from '#app/lib/page-store'

// The refused offline ticks' messages (decisions 046, 048), kept in the
// page's memory rather than in the layout: if the page is refetched without
// an answer right after the ticks were sent, the layout gives way to the
// connection screen, and the messages must be there again when it returns.
// Each names a task of a minor's plan, so each is kept with the member and
// account it is for and shown to no one else; a reload, the header's Sign
// out, or another member's shell in the same tab drops them.

export interface TickConflict {
	userId: string
	accountId: string
	message: string
}

const none: TickConflict[] = []
const conflictStore = createPageStore(none)
const publish = conflictStore.set

/** For useSyncExternalStore. */
export const subscribeToTickConflicts = conflictStore.subscribe
export const getTickConflicts = conflictStore.get
export const getServerTickConflicts = () => none

/** The messages `userId` is to see in `accountId`. */
export function tickConflictsFor(conflicts: TickConflict[], userId: string, accountId: string): string[] {
	return conflicts.filter((conflict) => conflict.userId === userId && conflict.accountId === accountId).map((conflict) => conflict.message)
}

/** Adds refused ticks' messages; any kept for another member go. */
export function keepTickConflicts(conflicts: TickConflict[]) {
	if (conflicts.length === 0) return
	const userId = conflicts[0]!.userId
	publish([...getTickConflicts().filter((conflict) => conflict.userId === userId), ...conflicts])
}

/** A member's shell: what is kept for anyone else goes. */
export function forgetOtherMembers(userId: string) {
	const kept = getTickConflicts()
	if (kept.some((conflict) => conflict.userId !== userId)) publish(kept.filter((conflict) => conflict.userId === userId))
}

/** Dismissed in an account: that account's messages go. */
export function dismissTickConflicts(userId: string, accountId: string) {
	publish(getTickConflicts().filter((conflict) => !(conflict.userId === userId && conflict.accountId === accountId)))
}

/** Signing out: nothing stays in the page. */
export function forgetTickConflicts() {
	publish(none)
}
