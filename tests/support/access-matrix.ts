// The family access matrix (decision 008, DESIGN.md §5): who gets what from
// each /a/{id} page and each account-scoped server function. One table, run
// against the route modules on Node (app/routes/a/access-matrix.test.ts) and
// over HTTP against the Worker (tests/worker/parity.test.ts).

export type Who = 'owner' | 'parent' | 'student' | 'counselorShared' | 'counselorNone' | 'stranger' | 'signedOut'
export const everyone: Who[] = ['owner', 'parent', 'student', 'counselorShared', 'counselorNone', 'stranger', 'signedOut']

/** The family's members, by who they are: role, and the sections a counselor was shown. */
export const familyMembers: Array<[Who, 'owner' | 'parent' | 'student' | 'counselor', string[] | null]> = [
	['owner', 'owner', null],
	['parent', 'parent', null],
	['student', 'student', null],
	['counselorShared', 'counselor', ['tasks', 'colleges', 'applications']],
	['counselorNone', 'counselor', []],
]

export type PageOutcome = 200 | 403 | 'login' | 'own-dashboard'

/** Every visitor's answer from a page, unless the page says otherwise. */
export const pageDefaults: Record<Who, PageOutcome> = {
	// Another family's page sends the visitor to their own (spec §4, the /a/{id} middleware): nothing of it is read.
	owner: 200, parent: 200, student: 200, counselorShared: 200, counselorNone: 200, stranger: 'own-dashboard', signedOut: 'login',
}

export const matrixPages: Array<{ path: string; expect: Partial<Record<Who, PageOutcome>> }> = [
	{ path: 'dashboard', expect: {} },
	// The profile is a section like the others (decision 022): counselors see it only when shared.
	{ path: 'profile', expect: { counselorShared: 403, counselorNone: 403 } },
	{ path: 'settings', expect: {} },
	{ path: 'resources', expect: {} },
	{ path: 'tasks', expect: { counselorNone: 403 } },
	{ path: 'colleges', expect: { counselorNone: 403 } },
	{ path: 'applications', expect: { counselorNone: 403 } },
	{ path: 'tests', expect: { counselorShared: 403, counselorNone: 403 } },
	// The vault is its own section: reading applications does not open documents.
	{ path: 'applications?tab=documents', expect: { counselorShared: 403, counselorNone: 403 } },
	{ path: 'financial-aid', expect: { counselorShared: 403, counselorNone: 403 } },
	{ path: 'contacts', expect: { counselorShared: 403, counselorNone: 403 } },
	{
		path: 'admin/entitlements',
		expect: { owner: 403, parent: 403, student: 403, counselorShared: 403, counselorNone: 403 },
	},
]

/** Writes by form (settings, tasks): members who may write, counselors read-only. */
export const pageWriters: Record<Who, PageOutcome> = {
	owner: 200, parent: 200, student: 200, counselorShared: 403, counselorNone: 403, stranger: 403, signedOut: 'login',
}

const readers: Record<Who, number> = {
	owner: 200, parent: 200, student: 200, counselorShared: 200, counselorNone: 200, stranger: 403, signedOut: 401,
}
const writers: Record<Who, number> = { ...readers, counselorShared: 403, counselorNone: 403 }

/** Account-scoped server functions, their input for the family's account, and each visitor's status. */
export function matrixServerFns({ accountId, taskId }: { accountId: string; taskId: string }): Array<{ id: string; data: unknown; expect: Record<Who, number> }> {
	return [
		{ id: 'getAccountDetails', data: { accountId }, expect: readers },
		{ id: 'getStudentData', data: { accountId }, expect: { ...readers, counselorShared: 403, counselorNone: 403 } },
		{ id: 'getCurrentGradeLevel', data: { accountId }, expect: readers },
		{ id: 'getAccountOnboardingStatus', data: { accountId }, expect: readers },
		{ id: 'updateStudentData', data: { accountId, highSchool: 'Lincoln High School' }, expect: writers },
		{ id: 'setCurrentAccount', data: { id: accountId, studentName: 'x', plan: null }, expect: readers },
		{ id: 'updateTaskStatus', data: { accountId, taskId, intent: 'skip' }, expect: writers },
	]
}
