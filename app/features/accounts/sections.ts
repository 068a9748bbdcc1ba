import type { AccountSection } from './permissions'

// The signed-in navigation (spec §2 "Signed-in area").

export interface AccountPage {
	path: string
	label: string
	/** The shared section a member needs to open it; none = every member. */
	section?: AccountSection
}

export const accountPages: AccountPage[] = [
	{ path: 'dashboard', label: 'Dashboard' },
	{ path: 'tasks', label: 'Tasks', section: 'tasks' },
	{ path: 'tests', label: 'Tests', section: 'tests' },
	{ path: 'profile', label: 'Profile', section: 'profile' },
	{ path: 'colleges', label: 'Colleges', section: 'colleges' },
	{ path: 'applications', label: 'Applications', section: 'applications' },
	{ path: 'financial-aid', label: 'Financial aid', section: 'financial-aid' },
	{ path: 'contacts', label: 'Contacts', section: 'contacts' },
	{ path: 'resources', label: 'Resources' },
	{ path: 'settings', label: 'Settings' },
]
