import type { Guide } from './types'

export const guide: Guide = {
	slug: 'ap-guide',
	title: 'AP Courses and Exams Guide: Choosing, Balancing and Earning Credit',
	description:
		'AP courses and exams explained: scores from 1 to 5, choosing APs, balancing honors and dual enrollment, and why college credit policies vary.',
	intro:
		'Advanced Placement courses let high school students take college-level work and possibly earn college credit. Taken thoughtfully, they strengthen a transcript; piled on, they can backfire. Here is how to choose well.',
	sections: [
		{
			id: 'what-ap-is',
			heading: 'What AP courses and exams are',
			paragraphs: [
				'AP is a College Board program of college-level courses taught in high schools, in subjects such as English, history, sciences, math, computer science, world languages and the arts. Each course ends with an AP Exam.',
				'AP Exams are given during the first two weeks of May. Many exams are now taken digitally in the Bluebook app. Schools typically ask students to register in the fall, often by a November deadline, and late registration can cost more. Students with financial need may qualify for a fee reduction; ask the school’s AP coordinator.',
			],
		},
		{
			id: 'scores',
			heading: 'How AP scores work',
			table: {
				caption: 'AP Exam scores',
				columns: ['Score', 'College Board description'],
				rows: [
					['5', 'Extremely well qualified'],
					['4', 'Very well qualified'],
					['3', 'Qualified'],
					['2', 'Possibly qualified'],
					['1', 'No recommendation'],
				],
			},
			paragraphs: [
				'Scores are typically released in early July. Students choose one college to receive scores for free when they first register, and can send additional score reports later, usually for a fee.',
			],
		},
		{
			id: 'credit',
			heading: 'College credit policies vary',
			paragraphs: [
				'Each college sets its own AP policy. Some award credit or let students skip intro courses for a score of 3 or higher, some require a 4 or 5, some limit how many credits count, and some use AP only for placement. Policies can also differ by subject and by program within the same university.',
				'Check each college’s AP credit page or the College Board’s AP credit policy search before counting on credit. Credit can save tuition or free up space for a double major, but it is a bonus, not a guarantee.',
			],
		},
		{
			id: 'choosing',
			heading: 'Choosing AP courses',
			bullets: [
				'Start with your strengths and interests. An AP in a subject you enjoy is more likely to go well.',
				'Build up gradually: many students take one or two APs in grade 10 or 11 and add more later if they manage well.',
				'Match APs to your likely path: a future engineering major benefits from calculus and physics; a future history major from AP U.S. History and English.',
				'Consider the teacher and the workload. Ask students who took the class how much homework it involves.',
				'Leave room for sleep, activities, work and family. Colleges look at rigor in the context of what your school offers, not a raw count of APs.',
				'Not sure you are ready? Try the [AP readiness quiz](/resources/ap-readiness-quiz).',
			],
		},
		{
			id: 'balance',
			heading: 'Balancing AP with honors, IB and dual enrollment',
			table: {
				caption: 'Ways to take advanced courses in high school',
				columns: ['Option', 'How it works', 'Credit'],
				rows: [
					['Honors', 'Advanced high school course set by your school or district', 'No college credit; often weighted in GPA depending on the school'],
					['AP', 'College-level course with a standardized exam in May', 'Depends on the exam score and each college’s policy'],
					['IB', 'International Baccalaureate courses and exams, at schools that offer IB', 'Depends on the exam score and each college’s policy'],
					['Dual enrollment', 'A real college course taken through a local college, on campus, online or at your high school', 'Earns a college transcript; transfers most reliably to public colleges in your state, but policies vary'],
				],
			},
			paragraphs: [
				'There is no single right mix. A student who takes challenging courses in their areas of interest and keeps strong grades is generally in a better position than one who takes every AP and struggles. Talk through the plan with your counselor each spring when choosing next year’s classes.',
			],
		},
		{
			id: 'succeeding',
			heading: 'Doing well in an AP class',
			bullets: [
				'Use AP Classroom resources your teacher assigns; they match the exam’s format.',
				'Review steadily all year with short self-testing sessions instead of cramming in April.',
				'Take at least one full practice exam under timed conditions before May.',
				'Students with approved College Board accommodations can use them on AP Exams; make sure the school has them on file.',
			],
		},
	],
	related: [
		{ label: 'AP readiness quiz', href: '/resources/ap-readiness-quiz' },
		{ label: 'Study skills that actually work', href: '/resources/study-skills' },
		{ label: 'GPA calculator', href: '/tools/gpa-calculator' },
		{ label: 'SAT, ACT and PSAT test prep timeline', href: '/resources/test-prep-timeline' },
	],
	cta: {
		title: 'Plan your courses through senior year',
		text: 'Northstar helps students map their classes, AP exams and study time so rigor never crowds out sleep.',
	},
}
