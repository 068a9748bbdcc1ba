import type { Feature } from './catalog'

// What each write uses of the plan (decision 022). Every server function that
// writes declares it on its definition (`feature`), every form action in a
// `writes` table beside it; the dispatcher and requireWrite check it before
// the write runs, and the table test tries every declared write in every
// billing state.

/**
 * The write uses `counselor-sharing` when the member it touches is, or
 * becomes, a counselor (an invitation, a role change, sections shared, an
 * invitation accepted). Only the member rules know the member's role, so
 * members.server.ts asks there, with the same check.
 */
export const whenCounselor = { feature: 'counselor-sharing', when: 'the member is or becomes a counselor' } as const

/**
 * A feature, checked before the write runs; or `null` for a write no plan sells
 * and none takes away: the account's own details, its members and billing, a
 * member's own settings, and taking data away or out of a counselor's sight
 * (a family can always delete, hide, unshare, cancel and leave).
 */
export type WriteFeature = Feature | null | typeof whenCounselor

/** A form action's writes by intent. An intent not listed is refused (400): a new write must say what it uses. */
export type FormWrites = Readonly<Record<string, WriteFeature>>

/** The feature checked before the write runs, if any (a counselor write is checked where the role is known). */
export function upfrontFeature(rule: WriteFeature): Feature | null {
	return typeof rule === 'string' ? rule : null
}
