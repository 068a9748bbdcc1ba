import type { Guide } from './types'

export const guide: Guide = {
	slug: 'college-exploration',
	title: 'College Exploration Guide: Types of Colleges and How to Compare Them',
	description:
		'Types of US colleges, what to compare (size, setting, net price, graduation rate, outcomes), campus and virtual visits, and questions to ask.',
	intro:
		'There are thousands of colleges in the US, and the right fit is rarely the most famous name. Start by learning the main types, then compare the things that actually shape your experience and your costs.',
	sections: [
		{
			id: 'types',
			heading: 'Types of colleges',
			table: {
				caption: 'Main types of US colleges',
				columns: ['Type', 'What it is', 'Good to know'],
				rows: [
					['Public colleges and universities', 'Funded partly by a state; includes flagship universities, regional universities and state colleges', 'In-state tuition is usually much lower than out-of-state tuition'],
					['Private colleges and universities', 'Independent nonprofit institutions', 'Sticker prices are often higher, but many offer large need-based or merit aid, so the net price can be lower than at a public college'],
					['Liberal arts colleges', 'Mostly smaller colleges focused on undergraduate teaching across the arts and sciences', 'Small classes and close contact with professors are typical'],
					['Research universities', 'Larger institutions with graduate programs and major research activity', 'Wide choice of majors and research opportunities; some intro classes are large'],
					['HBCUs', 'Historically Black colleges and universities, founded to serve Black students', 'Public and private options in many states; open to students of all backgrounds'],
					['HSIs', 'Hispanic-Serving Institutions: colleges where at least 25% of full-time undergraduates are Hispanic', 'A federal designation; includes many public universities and community colleges'],
					['Women’s colleges', 'Colleges that primarily admit women', 'Some have cross-registration with nearby coeducational colleges'],
					['Community colleges', 'Public two-year colleges offering associate degrees and certificates', 'Low tuition; many states have transfer agreements that help students move on to a four-year university'],
				],
			},
			paragraphs: [
				'Other options include tribal colleges and universities, art and design schools, engineering and technical institutes, religiously affiliated colleges, and the federal service academies.',
			],
		},
		{
			id: 'what-to-compare',
			heading: 'What to look at',
			bullets: [
				'Size: number of undergraduates, typical class size, and how easy it is to get into the classes you need.',
				'Setting: urban, suburban, small town or rural; distance from home; climate; campus culture.',
				'Academics: your possible majors, whether you must apply to a major separately, and opportunities such as research, co-ops, internships and study abroad.',
				'Net price: what families at your income level actually pay after grants and scholarships, which is often very different from the sticker price. Every college must post a net price calculator on its website.',
				'Graduation rate: the share of students who finish a degree, usually measured within six years for four-year colleges.',
				'Outcomes: typical earnings and debt of graduates, and how many graduates repay their loans.',
				'Support: advising, tutoring, disability services, mental health services, and programs for first-generation students.',
			],
		},
		{
			id: 'data',
			heading: 'Where to find reliable data',
			paragraphs: [
				'The U.S. Department of Education’s College Scorecard (collegescorecard.ed.gov) publishes net price by family income, graduation rates, typical student debt and earnings after graduation for most US colleges. Northstar’s [college match tool](/tools/college-match) uses College Scorecard data to help you compare colleges side by side.',
				'College websites, the Common Data Set many colleges publish, and each college’s net price calculator fill in the rest. Treat rankings as one input at most; they weigh things that may not matter to you.',
			],
		},
		{
			id: 'visits',
			heading: 'Visiting colleges, in person and online',
			steps: [
				{ title: 'Start close to home', text: 'Visit a nearby large university, a small college and a community college, even if you will not apply, to learn what size and setting feel right.' },
				{ title: 'Use virtual options', text: 'Virtual tours, online information sessions and student panels are free and let you explore colleges you cannot travel to.' },
				{ title: 'Plan in-person visits well', text: 'Register for a tour and information session in advance. Visiting while classes are in session typically shows campus life best.' },
				{ title: 'Look beyond the tour', text: 'Eat in a dining hall, sit in on a class if allowed, walk around the neighborhood and read the student newspaper.' },
				{ title: 'Write it down the same day', text: 'Note what you liked and did not. Specific details help you compare and are useful in “why us” essays.' },
			],
		},
		{
			id: 'questions',
			heading: 'Questions to ask',
			bullets: [
				'How easy is it to get into the classes required for my major, and to change majors?',
				'What percentage of students graduate in four years, and what support helps them finish?',
				'How does financial aid work here: need-based, merit-based, and is aid renewable every year?',
				'What do students do on weekends? Where do most students live after the first year?',
				'How do students find internships, research and jobs? What help does the career center offer?',
				'Ask current students: What surprised you? What would you change?',
			],
		},
	],
	related: [
		{ label: 'College match tool', href: '/tools/college-match' },
		{ label: 'College list builder', href: '/resources/college-list-builder' },
		{ label: 'College decision matrix', href: '/resources/decision-matrix' },
		{ label: 'Financial aid guide', href: '/resources/financial-aid' },
	],
	cta: {
		title: 'Build a college list that fits',
		text: 'Northstar helps your family compare colleges on fit, cost and outcomes, and keeps visits and deadlines organized.',
	},
}
