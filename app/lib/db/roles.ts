/** Roles a member can hold on a student account (DESIGN.md §5). Plain data: safe in the browser. */
export const memberRoles = ['owner', 'parent', 'student', 'counselor'] as const
export type MemberRole = (typeof memberRoles)[number]
