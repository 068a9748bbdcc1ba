// The public header's menus (spec §2): the desktop navigation menu and the
// mobile menu list the same links.

export interface NavItem {
	label: string
	href?: string
	links?: Array<{ label: string; href: string; description?: string }>
}

export const navItems: NavItem[] = [
	{
		label: 'By Grade',
		links: [
			{ label: '9th Grade', href: '/grades/9th', description: 'Habits, activities, a strong start' },
			{ label: '10th Grade', href: '/grades/10th', description: 'PSAT practice, AP planning' },
			{ label: '11th Grade', href: '/grades/11th', description: 'Testing, the college list, visits' },
			{ label: '12th Grade', href: '/grades/12th', description: 'Applications, aid, decisions' },
			{ label: 'All grades', href: '/grades' },
		],
	},
	{
		label: 'Tools',
		links: [
			{ label: 'GPA Calculator', href: '/tools/gpa-calculator', description: 'Weighted and unweighted' },
			{ label: 'College Match Quiz', href: '/tools/college-match' },
			{ label: 'Application Timeline', href: '/tools/timeline-builder' },
			{ label: 'Cost Comparison', href: '/tools/cost-calculator' },
			{ label: 'All tools', href: '/tools' },
		],
	},
	{ label: 'Pricing', href: '/pricing' },
	{ label: 'Blog', href: '/blog' },
	{
		label: 'Resources',
		links: [
			{ label: 'Common App guide', href: '/common-app' },
			{ label: 'Coalition guide', href: '/coalition' },
			{ label: 'College planning starter kit', href: '/college-planning-starter-kit' },
			{ label: 'ADHD support', href: '/adhd-support' },
			{ label: 'All resources', href: '/resources' },
		],
	},
]
