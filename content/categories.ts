// The blog's six categories (spec §3). A post names one by id; its chip links
// to /blog/categories/{slug} (DECISIONS.md).

export interface BlogCategory {
	id: string
	name: string
	slug: string
	color: 'blue' | 'green' | 'amber' | 'violet' | 'rose' | 'teal'
}

export const categories: BlogCategory[] = [
	{ id: 'college-planning', name: 'College Planning', slug: 'college-planning', color: 'blue' },
	{ id: 'financial-aid', name: 'Financial Aid', slug: 'financial-aid', color: 'green' },
	{ id: 'deadlines-timeline', name: 'Deadlines & Timeline', slug: 'deadlines-timeline', color: 'amber' },
	{ id: 'organization', name: 'Organization', slug: 'organization', color: 'teal' },
	{ id: 'parent-guides', name: 'Parent Guides', slug: 'parent-guides', color: 'rose' },
	{ id: 'essays-applications', name: 'Essays & Applications', slug: 'essays-applications', color: 'violet' },
]
