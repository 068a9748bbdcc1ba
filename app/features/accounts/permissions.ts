import type { MemberRole } from '#app/lib/db/roles'

// The family permission model (DESIGN.md §5), as plain rules.
// owner: everything, billing and members included. parent: everything but
// billing and deleting the account. student: their own plan. counselor:
// read-only, only the sections the owner shares.

export const accountSections = [
	'profile',
	'tasks',
	'tests',
	'colleges',
	'applications',
	'documents',
	'financial-aid',
	'scholarships',
	'contacts',
	'assistant',
] as const
export type AccountSection = (typeof accountSections)[number]

export const sectionLabels: Record<AccountSection, string> = {
	profile: 'Student profile (GPA, activities, school, address)',
	tasks: 'Tasks and deadlines',
	tests: 'Tests',
	colleges: 'College list',
	applications: 'Applications and essays',
	documents: 'Documents',
	'financial-aid': 'Financial aid',
	scholarships: 'Scholarships',
	contacts: 'Contacts',
	assistant: 'Assistant',
}

export const roleLabels: Record<MemberRole, string> = {
	owner: 'Owner',
	parent: 'Parent or guardian',
	student: 'Student',
	counselor: 'Counselor',
}

const rank: Record<MemberRole, number> = { counselor: 1, student: 2, parent: 3, owner: 4 }

export function isAccountSection(value: unknown): value is AccountSection {
	return typeof value === 'string' && (accountSections as readonly string[]).includes(value)
}

/** What a new member of this role sees until the owner says otherwise: counselors nothing. */
export function defaultSections(role: MemberRole): AccountSection[] | null {
	return role === 'counselor' ? [] : null
}

export interface AccessRule {
	/** The least role that may pass (owner > parent > student > counselor). */
	minRole?: MemberRole
	section?: AccountSection
	write?: boolean
}

export type AccessDecision = { ok: true; readOnly: boolean } | { ok: false; reason: 'role' | 'section' | 'read-only' }

export function decideAccess(
	membership: { role: MemberRole; sections: string[] | null },
	{ minRole = 'counselor', section, write = false }: AccessRule,
): AccessDecision {
	if (rank[membership.role] < rank[minRole]) return { ok: false, reason: 'role' }
	if (section && membership.sections !== null && !membership.sections.includes(section)) {
		return { ok: false, reason: 'section' }
	}
	const readOnly = membership.role === 'counselor'
	if (write && readOnly) return { ok: false, reason: 'read-only' }
	return { ok: true, readOnly }
}

/** The sections a member can open. */
export function visibleSections(membership: { sections: string[] | null }): AccountSection[] {
	return membership.sections === null
		? [...accountSections]
		: accountSections.filter((section) => membership.sections!.includes(section))
}

/** A document or essay the student marked private is hidden from counselors, whatever is shared. */
export function canSeeItem(role: MemberRole, item: { privateFromCounselors: boolean }): boolean {
	return !(item.privateFromCounselors && role === 'counselor')
}

/** Roles an inviter may hand out: owners any but owner; parents may invite students and counselors. */
export function invitableRoles(inviter: MemberRole): MemberRole[] {
	if (inviter === 'owner') return ['parent', 'student', 'counselor']
	if (inviter === 'parent') return ['student', 'counselor']
	return []
}
