// The resource library's table of contents: the /resources index, the site
// map, search and the sitemap read it. Each guide's own content lives in
// content/resources/<slug>.ts.

export type ResourceKind = 'Guide' | 'Calculator' | 'Tracker' | 'Checklist' | 'Quiz' | 'Worksheet'

export interface ResourceEntry {
	slug: string
	title: string
	description: string
	kind: ResourceKind
	topic: 'Testing' | 'Colleges' | 'Applications' | 'Money' | 'Skills' | 'Leadership' | 'Life'
	keywords: string[]
}

export const resources: ResourceEntry[] = [
	{ slug: '9th-grade-checklist', title: '9th grade checklist', description: 'Freshman year, month by month: the transcript starts now.', kind: 'Checklist', topic: 'Skills', keywords: ['freshman', '9th grade'] },
	{ slug: 'study-skills', title: 'Study skills that stick', description: 'Time blocks, spaced and retrieval practice, planners and focus.', kind: 'Guide', topic: 'Skills', keywords: ['study', 'homework', 'focus'] },
	{ slug: 'goal-setting', title: 'Goal setting for high schoolers', description: 'SMART goals by grade, a weekly review and a goal worksheet.', kind: 'Worksheet', topic: 'Skills', keywords: ['goals', 'smart goals'] },
	{ slug: 'test-prep-timeline', title: 'Test prep timeline', description: 'PSAT, SAT and ACT by grade: when to test, how often, superscoring.', kind: 'Guide', topic: 'Testing', keywords: ['sat', 'act', 'psat', 'test dates'] },
	{ slug: 'psat-prep', title: 'PSAT prep guide', description: 'The PSAT/NMSQT, scores, the National Merit Selection Index and short-session prep.', kind: 'Guide', topic: 'Testing', keywords: ['psat', 'national merit'] },
	{ slug: 'score-calculator', title: 'SAT ↔ ACT score calculator', description: 'Convert with the official concordance and estimate a superscore.', kind: 'Calculator', topic: 'Testing', keywords: ['sat', 'act', 'concordance', 'superscore'] },
	{ slug: 'ap-guide', title: 'AP courses and exams guide', description: 'Choosing APs, exam scores, credit policies and balance.', kind: 'Guide', topic: 'Testing', keywords: ['ap', 'advanced placement'] },
	{ slug: 'ap-readiness-quiz', title: 'AP readiness quiz', description: 'Ready, ready with support, or honors first? A quick self-check.', kind: 'Quiz', topic: 'Testing', keywords: ['ap', 'quiz'] },
	{ slug: 'college-exploration', title: 'Exploring colleges', description: 'Kinds of colleges, what to compare, visits and questions to ask.', kind: 'Guide', topic: 'Colleges', keywords: ['college search', 'visits'] },
	{ slug: 'college-list-builder', title: 'College list builder', description: 'A balanced list of reach, target and safety schools, tracked.', kind: 'Tracker', topic: 'Colleges', keywords: ['college list', 'reach', 'target', 'safety'] },
	{ slug: 'decision-matrix', title: 'College decision matrix', description: 'Weigh what matters to you and compare up to five colleges.', kind: 'Calculator', topic: 'Colleges', keywords: ['decision', 'compare colleges'] },
	{ slug: 'roi-calculator', title: 'College ROI calculator', description: 'Net cost, debt and earnings from the College Scorecard.', kind: 'Calculator', topic: 'Money', keywords: ['roi', 'earnings', 'debt'] },
	{ slug: 'backup-plans', title: 'Backup plans', description: 'Waitlists, deferrals, late deadlines, transfer paths and aid appeals.', kind: 'Guide', topic: 'Colleges', keywords: ['waitlist', 'deferral', 'gap year'] },
	{ slug: 'common-app', title: 'Common App essentials', description: 'The seven sections, activities, the 650-word essay and recommenders.', kind: 'Guide', topic: 'Applications', keywords: ['common app', 'application'] },
	{ slug: 'essays', title: 'College essay guide', description: 'The personal essay, supplements, revision and a writing timeline.', kind: 'Guide', topic: 'Applications', keywords: ['essay', 'personal statement', 'supplement'] },
	{ slug: 'application-tracker', title: 'Application tracker', description: 'Every application, deadline, essay and recommendation in one table.', kind: 'Tracker', topic: 'Applications', keywords: ['applications', 'deadlines'] },
	{ slug: 'rec-letter-tracker', title: 'Recommendation letter tracker', description: 'Who to ask, when, what to give them, and where each letter stands.', kind: 'Tracker', topic: 'Applications', keywords: ['recommendation', 'teacher letters'] },
	{ slug: 'deadlines-calendar', title: 'Deadlines calendar', description: 'The typical dates of the admissions year, month by month.', kind: 'Guide', topic: 'Applications', keywords: ['deadlines', 'calendar', 'early action', 'early decision'] },
	{ slug: 'financial-aid', title: 'Financial aid guide', description: 'FAFSA, CSS Profile, net price, kinds of aid, comparing and appealing offers.', kind: 'Guide', topic: 'Money', keywords: ['fafsa', 'css profile', 'financial aid'] },
	{ slug: 'financial-aid-calculator', title: 'Financial aid estimator', description: 'An approximate Student Aid Index, clearly labelled as an estimate.', kind: 'Calculator', topic: 'Money', keywords: ['sai', 'efc', 'pell'] },
	{ slug: 'activity-finder', title: 'Activity finder', description: 'Extracurricular ideas by interest, time and cost, and how they read on an application.', kind: 'Guide', topic: 'Leadership', keywords: ['extracurriculars', 'activities'] },
	{ slug: 'leadership-opportunities', title: 'Leadership opportunities', description: 'Kinds of leadership in high school and how to grow into them.', kind: 'Guide', topic: 'Leadership', keywords: ['leadership', 'clubs'] },
	{ slug: 'leadership-guide', title: 'Leading well, and showing it', description: 'Projects, impact, and writing about leadership in 150 characters.', kind: 'Guide', topic: 'Leadership', keywords: ['leadership', 'activities list'] },
	{ slug: 'adulting-checklist', title: 'Ready for college life checklist', description: 'Banking, health, documents, laundry and roommates before move-in.', kind: 'Checklist', topic: 'Life', keywords: ['move-in', 'life skills'] },
]
