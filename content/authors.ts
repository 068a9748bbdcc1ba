// Who writes the blog. Posts name an author by id. These are Northstar's own
// desks, not invented people (DECISIONS.md: no invented names); an editor who
// signs their own posts adds themselves here with a photo in public/blog/authors/.

export interface BlogAuthor {
	id: string
	name: string
	role: string
	bio: string
	/** A path under public/ (or an https URL). */
	avatar: string
	social?: { website?: string; linkedin?: string; x?: string; bluesky?: string }
}

export const authors: BlogAuthor[] = [
	{
		id: 'editorial-team',
		name: 'Northstar Editorial Team',
		role: 'College planning editors',
		bio: 'We write the guides, timelines and checklists behind Northstar, and we check dates and figures against the official sources: the Common App, College Board, ACT, Federal Student Aid and the colleges themselves.',
		avatar: '/blog/authors/editorial-team.svg',
		social: { website: 'https://northstar.app/about' },
	},
	{
		id: 'financial-aid-desk',
		name: 'Northstar Financial Aid Desk',
		role: 'Financial aid and scholarships',
		bio: 'We explain the FAFSA, the CSS Profile, net price and merit aid in plain language, using figures from studentaid.gov, College Board and the College Scorecard.',
		avatar: '/blog/authors/financial-aid-desk.svg',
	},
	{
		id: 'family-support-desk',
		name: 'Northstar Family Support',
		role: 'Parent guides and executive-function support',
		bio: 'We write for parents and for students who find planning hard: small steps, clear roles, and routines that survive a busy school year.',
		avatar: '/blog/authors/family-support-desk.svg',
	},
]
