// The breadcrumb trail for a public path (every public page shows it): names
// for path segments, with nothing else, so the trail does not bring the whole
// site map (site-pages.ts) and the resource catalog into every page's script.

/**
 * Names for the path segments that title case does not name: "gpa-calculator"
 * is "GPA Calculator", where "college-command-center" and "pricing" need no entry.
 */
export const segmentNames: Record<string, string> = {
	grades: 'By Grade',
	'9th': '9th Grade',
	'10th': '10th Grade',
	'11th': '11th Grade',
	'12th': '12th Grade',
	'gpa-calculator': 'GPA Calculator',
	'college-match': 'College Match Quiz',
	'cost-calculator': 'Cost Comparison',
	'timeline-builder': 'Application Timeline',
	all: 'All Articles',
	'senior-emergency': 'Senior Year Emergency',
	'senior-complete-journey': 'The Complete Senior Year',
	'psat-prep': 'PSAT Prep',
	'adhd-support': 'ADHD Support',
	'adhd-families': 'ADHD Families',
	'college-planning-starter-kit': 'Starter Kit',
	terms: 'Terms of Service',
	privacy: 'Privacy Policy',
	fb: 'The Whole Plan',
}

export function segmentName(segment: string): string {
	return (
		segmentNames[segment] ??
		segment
			.split('-')
			.map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
			.join(' ')
	)
}

export interface Crumb {
	name: string
	path: string
}

/**
 * The prefixes of public paths that only group pages and are no page of their
 * own: a crumb there would link a 404. Written out, so the route table stays
 * out of every page's script; search.test.ts checks it against that table.
 */
export const groupingPrefixes: ReadonlySet<string> = new Set(['/landing', '/blog/topics', '/blog/categories', '/downloads'])

/**
 * The trail for a path; `lastName` names the page itself when a route knows
 * better (a post's title). The page itself always ends the trail; a prefix
 * before it is in the trail only when it is a page, so every crumb but the
 * last is a working link.
 */
export function breadcrumbsFor(pathname: string, lastName?: string): Crumb[] {
	const segments = pathname.split('/').filter(Boolean)
	if (segments.length === 0) return []
	const crumbs = segments.map((segment, index) => ({
		name: index === segments.length - 1 && lastName ? lastName : segmentName(decodeURIComponent(segment)),
		path: `/${segments.slice(0, index + 1).join('/')}`,
	}))
	const last = crumbs.pop()!
	return [{ name: 'Home', path: '/' }, ...crumbs.filter((crumb) => !groupingPrefixes.has(crumb.path)), last]
}
