import type { AccountSection } from './permissions'

// The signed-in navigation (spec §2 "Signed-in area") and, for each page a
// later issue fills, the empty state that says what will be there.

export interface AccountPage {
	path: string
	label: string
	/** The shared section a member needs to open it; none = every member. */
	section?: AccountSection
	empty?: { title: string; text: string }
}

export const accountPages: AccountPage[] = [
	{ path: 'dashboard', label: 'Dashboard' },
	{ path: 'tasks', label: 'Tasks', section: 'tasks' },
	{ path: 'tests', label: 'Tests', section: 'tests' },
	{ path: 'profile', label: 'Profile' },
	{ path: 'colleges', label: 'Colleges', section: 'colleges' },
	{ path: 'applications', label: 'Applications', section: 'applications' },
	{
		path: 'financial-aid',
		label: 'Financial aid',
		section: 'financial-aid',
		empty: {
			title: 'No aid tracked yet',
			text: 'FAFSA and CSS Profile steps, aid offers compared side by side, and scholarships with their deadlines will be here.',
		},
	},
	{
		path: 'contacts',
		label: 'Contacts',
		section: 'contacts',
		empty: {
			title: 'No contacts yet',
			text: 'Counselors, teachers writing recommendations and admissions officers, with what you last discussed.',
		},
	},
	{ path: 'resources', label: 'Resources' },
	{ path: 'settings', label: 'Settings' },
]

export function pageFor(path: string): AccountPage | undefined {
	return accountPages.find((page) => page.path === path)
}
