// Activities for /resources/activity-finder. Editors: add or change entries
// here. `example` is a sample Common App activity description (≤150 characters,
// checked by app/features/resources/activity-finder.test.ts) — an illustration,
// not a real student's.

export const INTERESTS = [
	{ value: 'stem', label: 'STEM' },
	{ value: 'arts', label: 'Arts' },
	{ value: 'service', label: 'Service' },
	{ value: 'leadership', label: 'Leadership' },
	{ value: 'business', label: 'Business' },
	{ value: 'humanities', label: 'Humanities' },
	{ value: 'athletics', label: 'Athletics' },
] as const

export const TIME_BANDS = [
	{ value: 'light', label: 'Up to 3 hours a week' },
	{ value: 'medium', label: '3–6 hours a week' },
	{ value: 'heavy', label: 'More than 6 hours a week' },
] as const

export const COSTS = [
	{ value: 'free', label: 'Free' },
	{ value: 'low', label: 'Low cost' },
	{ value: 'high', label: 'Higher cost' },
] as const

export type Interest = (typeof INTERESTS)[number]['value']
export type TimeBand = (typeof TIME_BANDS)[number]['value']
export type Cost = (typeof COSTS)[number]['value']

export type Activity = {
	id: string
	name: string
	kind: string
	interests: Interest[]
	time: TimeBand
	cost: Cost
	findLocally: string
	example: string
}

export const activities: Activity[] = [
	{ id: 'robotics', name: 'Robotics team', kind: 'Club', interests: ['stem', 'leadership'], time: 'heavy', cost: 'low', findLocally: 'Ask your science teachers or search for FIRST or VEX teams near you; libraries and community centers sometimes host teams.', example: 'Programmer, school robotics team. Wrote autonomous code for our competition robot; taught 6 new members Java basics.' },
	{ id: 'math-team', name: 'Math team or competitions', kind: 'Club', interests: ['stem'], time: 'light', cost: 'free', findLocally: 'Ask your math department about a math team or contests your school already enters.', example: 'Member, math team. Practice weekly on contest problems; lead a Tuesday session on geometry for newer members.' },
	{ id: 'science-fair', name: 'Science fair project', kind: 'Research', interests: ['stem'], time: 'medium', cost: 'low', findLocally: 'Ask a science teacher about your school, district or regional science fair and its deadlines.', example: 'Designed a study of water quality in 3 local creeks; presented results at the regional science fair.' },
	{ id: 'research', name: 'Research with a mentor', kind: 'Research', interests: ['stem', 'humanities'], time: 'heavy', cost: 'free', findLocally: 'Email professors at a nearby college with a short note about your interest; ask teachers if they know researchers.', example: 'Research assistant, university biology lab. Prepare samples and log data for a study on plant drought tolerance.' },
	{ id: 'coding', name: 'Coding projects or app building', kind: 'Starting something', interests: ['stem', 'business'], time: 'medium', cost: 'free', findLocally: 'Start at home with free tutorials; look for a coding club at school or the library to share projects.', example: 'Built a free web app that helps my school’s clubs post meeting times; used by 12 clubs.' },
	{ id: 'computer-help', name: 'Tech help for neighbors or seniors', kind: 'Volunteering', interests: ['stem', 'service'], time: 'light', cost: 'free', findLocally: 'Offer help through a library, senior center or place of worship.', example: 'Volunteer, senior center. Teach older adults to video-call family, spot scams and use their phones, weekly.' },
	{ id: 'environmental', name: 'Environmental or garden club', kind: 'Club', interests: ['stem', 'service'], time: 'light', cost: 'free', findLocally: 'Check your school’s club list, a community garden or a local parks department.', example: 'Co-founder, garden club. Turned an empty lot at school into a vegetable garden that supplies the food pantry.' },
	{ id: 'theater', name: 'Theater (on stage or crew)', kind: 'Arts', interests: ['arts'], time: 'heavy', cost: 'free', findLocally: 'Join your school’s drama program or audition for community theater productions.', example: 'Stage manager, school theater. Run rehearsals and cue lights and sound for 2 productions a year with a crew of 15.' },
	{ id: 'band', name: 'Band, orchestra or choir', kind: 'Arts', interests: ['arts'], time: 'medium', cost: 'low', findLocally: 'Join your school’s ensembles or a youth orchestra or community choir.', example: 'First-chair clarinet, concert band. Rehearse daily; perform at 4 concerts a year; mentor younger players.' },
	{ id: 'own-music', name: 'Writing and performing your own music', kind: 'Arts', interests: ['arts', 'business'], time: 'medium', cost: 'low', findLocally: 'Look for open mics at cafés, libraries or community events.', example: 'Songwriter and guitarist. Wrote and recorded 8 original songs; perform monthly at a local open mic.' },
	{ id: 'visual-art', name: 'Visual art portfolio', kind: 'Arts', interests: ['arts'], time: 'medium', cost: 'low', findLocally: 'Take art classes at school, a community center or a museum’s teen program.', example: 'Built a portfolio of 20 portraits in charcoal and oil; 2 pieces shown in the district student art show.' },
	{ id: 'photography', name: 'Photography or film', kind: 'Arts', interests: ['arts', 'humanities'], time: 'light', cost: 'low', findLocally: 'Use a phone to start; ask about yearbook, a film club or a library media lab.', example: 'Made a short documentary about my town’s oldest diner; screened at a local library film night.' },
	{ id: 'dance', name: 'Dance', kind: 'Arts', interests: ['arts', 'athletics'], time: 'medium', cost: 'high', findLocally: 'Look for studios, school dance teams, cultural dance groups or community center classes.', example: 'Member, folklórico dance group. Perform at 10 community events a year; teach steps to the youngest dancers.' },
	{ id: 'writing', name: 'Creative writing', kind: 'Arts', interests: ['arts', 'humanities'], time: 'light', cost: 'free', findLocally: 'Join a school literary magazine or a library writing group; submit to teen writing contests.', example: 'Fiction editor, school literary magazine. Select and edit stories for 2 issues a year; wrote 3 published pieces.' },
	{ id: 'newspaper', name: 'School newspaper or yearbook', kind: 'Club', interests: ['humanities', 'arts', 'leadership'], time: 'medium', cost: 'free', findLocally: 'Ask the journalism or English department; some towns have teen reporter programs.', example: 'News editor, school newspaper. Assign and edit 6 stories a month; reported on our district’s budget vote.' },
	{ id: 'debate', name: 'Debate or speech team', kind: 'Club', interests: ['humanities', 'leadership'], time: 'medium', cost: 'low', findLocally: 'Ask your English or social studies teachers; check the National Speech & Debate Association for local teams.', example: 'Captain, debate team. Compete in public forum at 8 tournaments a year; coach novices on research and rebuttals.' },
	{ id: 'model-un', name: 'Model UN', kind: 'Club', interests: ['humanities', 'leadership'], time: 'light', cost: 'low', findLocally: 'Check your school’s club list or ask a history teacher; some colleges host conferences for high schools.', example: 'Delegate, Model UN. Research country positions and draft resolutions at 3 conferences a year.' },
	{ id: 'history', name: 'Local history or oral history project', kind: 'Starting something', interests: ['humanities', 'service'], time: 'light', cost: 'free', findLocally: 'Contact your town’s historical society, library or museum.', example: 'Recorded oral histories from 10 longtime residents; the town library archived the interviews.' },
	{ id: 'language', name: 'Learning a language or heritage language school', kind: 'Academic', interests: ['humanities'], time: 'medium', cost: 'low', findLocally: 'Look for weekend heritage language schools, cultural centers or free library language apps.', example: 'Attend Saturday Korean school; now read and write at an advanced level and help teach the youngest class.' },
	{ id: 'book-club', name: 'Book club', kind: 'Club', interests: ['humanities'], time: 'light', cost: 'free', findLocally: 'Check your school or public library for teen book clubs, or start one with friends.', example: 'Founder, library teen book club. Choose monthly titles and lead discussions for 10 regular members.' },
	{ id: 'student-gov', name: 'Student government', kind: 'Leadership', interests: ['leadership'], time: 'medium', cost: 'free', findLocally: 'Ask your school’s student activities office about elections and class councils.', example: 'Class treasurer. Manage a $3,000 budget; organized a fundraiser that covered prom costs for students in need.' },
	{ id: 'youth-council', name: 'Youth advisory council', kind: 'Leadership', interests: ['leadership', 'service', 'humanities'], time: 'light', cost: 'free', findLocally: 'Check your city, county or library website for a youth council or teen advisory board.', example: 'Member, mayor’s youth council. Surveyed 300 teens on transit; our findings helped extend a bus route.' },
	{ id: 'peer-tutor', name: 'Peer tutoring', kind: 'Volunteering', interests: ['service', 'stem', 'humanities'], time: 'light', cost: 'free', findLocally: 'Ask your school’s counseling office or National Honor Society; libraries often need homework helpers.', example: 'Peer tutor, math lab. Help 4–6 students a week with algebra and geometry during lunch.' },
	{ id: 'food-bank', name: 'Food bank or meal program', kind: 'Volunteering', interests: ['service'], time: 'light', cost: 'free', findLocally: 'Contact a local food bank, pantry or place of worship; many take teen volunteers with a parent form.', example: 'Volunteer, county food bank. Sort and pack donations every Saturday; trained 5 new student volunteers.' },
	{ id: 'hospital', name: 'Hospital or clinic volunteer', kind: 'Volunteering', interests: ['service', 'stem'], time: 'light', cost: 'free', findLocally: 'Check your local hospital’s volunteer office; most have a teen program with an application.', example: 'Volunteer, hospital front desk. Guide patients and families to appointments; restock supplies weekly.' },
	{ id: 'animal-shelter', name: 'Animal shelter volunteer', kind: 'Volunteering', interests: ['service'], time: 'light', cost: 'free', findLocally: 'Call local animal shelters or rescues; some have minimum ages or need a parent along.', example: 'Volunteer, animal shelter. Walk and socialize dogs twice a week; photograph pets for adoption listings.' },
	{ id: 'coaching-kids', name: 'Coaching or mentoring younger kids', kind: 'Volunteering', interests: ['service', 'leadership', 'athletics'], time: 'light', cost: 'free', findLocally: 'Ask a rec league, youth club, summer camp or your old elementary school.', example: 'Assistant coach, under-10 soccer. Plan drills and run practices twice a week for 14 players.' },
	{ id: 'varsity-sport', name: 'School sports team', kind: 'Sports', interests: ['athletics', 'leadership'], time: 'heavy', cost: 'low', findLocally: 'Talk to your school’s athletic department about tryouts and season dates.', example: 'Varsity cross country, captain. Train 12 hours a week in season; organized summer runs for the team.' },
	{ id: 'club-sport', name: 'Club or travel sport', kind: 'Sports', interests: ['athletics'], time: 'heavy', cost: 'high', findLocally: 'Ask coaches and teammates about club teams; some clubs offer fee help.', example: 'Club volleyball, setter. Train 10 hours a week; compete in regional tournaments with a 12-player team.' },
	{ id: 'rec-sport', name: 'Rec league or intramurals', kind: 'Sports', interests: ['athletics'], time: 'light', cost: 'low', findLocally: 'Check your parks and recreation department, YMCA or school intramurals.', example: 'Play in a city rec basketball league year-round; organized a team of classmates who had never played.' },
	{ id: 'martial-arts', name: 'Martial arts', kind: 'Sports', interests: ['athletics'], time: 'medium', cost: 'high', findLocally: 'Try a class at a local studio or community center; many offer a first class free.', example: 'Second-degree black belt, taekwondo. Train 6 hours a week; assist with the Saturday kids’ class.' },
	{ id: 'lifeguard', name: 'Lifeguard', kind: 'Job', interests: ['athletics', 'service'], time: 'heavy', cost: 'low', findLocally: 'Ask your city pool, YMCA or Red Cross about certification courses and summer jobs.', example: 'Lifeguard, city pool. Certified in CPR and first aid; monitor swimmers and teach water safety to kids.' },
	{ id: 'part-time-job', name: 'Part-time job', kind: 'Job', interests: ['business'], time: 'heavy', cost: 'free', findLocally: 'Ask local stores, restaurants and grocery stores; check your state’s rules for work permits under 18.', example: 'Cashier, grocery store. Work 15 hours a week; trusted to train new hires and close the store.' },
	{ id: 'small-business', name: 'Starting a small business', kind: 'Starting something', interests: ['business', 'leadership'], time: 'medium', cost: 'low', findLocally: 'Start with a skill you have; look for a teen entrepreneurship program at a library or small business center.', example: 'Founder, lawn care business. Serve 9 regular customers; manage scheduling, pricing and 1 part-time helper.' },
	{ id: 'deca-fbla', name: 'DECA, FBLA or business club', kind: 'Club', interests: ['business', 'leadership'], time: 'light', cost: 'low', findLocally: 'Ask your school’s business or career teacher whether there is a chapter.', example: 'Vice president, FBLA chapter. Prepare members for competitive events; placed at the state conference.' },
	{ id: 'fundraiser', name: 'Running a fundraiser or drive', kind: 'Starting something', interests: ['service', 'leadership', 'business'], time: 'light', cost: 'free', findLocally: 'Partner with a local nonprofit, shelter or your school to find a real need.', example: 'Organized a winter coat drive with 3 schools; collected and delivered 400 coats to a local shelter.' },
	{ id: 'family-care', name: 'Caring for siblings or family members', kind: 'Family responsibility', interests: ['service', 'leadership'], time: 'heavy', cost: 'free', findLocally: 'This already counts. The Common App lists family responsibilities as an activity type.', example: 'Care for my 2 younger brothers after school 20 hours a week: pick-ups, homework help, dinner.' },
	{ id: 'family-business', name: 'Working in a family business', kind: 'Family responsibility', interests: ['business'], time: 'heavy', cost: 'free', findLocally: 'If your family runs a business, the work you do there counts as an activity.', example: 'Work weekends in my family’s restaurant: take orders, handle the register and translate for customers.' },
	{ id: 'translating', name: 'Translating for family or community', kind: 'Family responsibility', interests: ['service', 'humanities'], time: 'light', cost: 'free', findLocally: 'Helping relatives at appointments counts; libraries and clinics may also need bilingual volunteers.', example: 'Translate Spanish–English for my parents at medical, school and bank appointments, several times a month.' },
	{ id: 'religious-youth', name: 'Faith community youth group', kind: 'Community', interests: ['service', 'leadership'], time: 'light', cost: 'free', findLocally: 'Ask at your place of worship about youth groups, service trips or teaching roles.', example: 'Youth group leader. Plan monthly service projects and teach a weekly class for 8 elementary students.' },
	{ id: 'scouts', name: 'Scouting or 4-H', kind: 'Club', interests: ['leadership', 'service', 'stem'], time: 'medium', cost: 'low', findLocally: 'Search for local Scouts troops or your county 4-H extension office.', example: '4-H member, 5 years. Raised and showed rabbits; led our club’s community project building a library garden.' },
	{ id: 'online-community', name: 'Running an online community or channel', kind: 'Starting something', interests: ['arts', 'business', 'stem'], time: 'light', cost: 'free', findLocally: 'Start with a topic you know well; follow your platform’s age rules and keep personal details private.', example: 'Run a chemistry study channel with short explainer videos; reached 2,000 subscribers, mostly students.' },
]

export const activityFinderContent = {
	meta: {
		title: 'Extracurricular Activity Finder for High School Students',
		description:
			'Browse about 40 kinds of extracurricular activities by interest, time and cost, with tips on finding each one locally and sample Common App descriptions.',
	},
	hero: {
		eyebrow: 'Free tool',
		title: 'Extracurricular activity finder',
		description:
			'Clubs, sports, arts, jobs, volunteering, research, family responsibilities and things you start yourself — find activities that fit your interests, schedule and budget.',
	},
	filters: { title: 'Filter activities', submit: 'Show activities', clear: 'Clear filters', any: 'Any' },
	results: {
		title: 'Activities',
		none: 'No activities match all of those filters. Try allowing more time or a higher cost.',
		findLocally: 'How to find it',
		example: 'How it might read on the Common App',
		exampleNote: 'Sample only — describe what you actually did, with real numbers.',
	},
	tips: {
		title: 'What colleges look for',
		items: [
			{ title: 'Depth over a long list', text: 'A few activities you stick with and grow in usually say more than many you tried once.' },
			{ title: 'Responsibilities count', text: 'Jobs and caring for family members are real activities. The Common App has space for them.' },
			{ title: 'Describe impact', text: 'In 150 characters, lead with what you did and what changed because of it. Use numbers where they are true.' },
		],
	},
	related: [
		{ href: '/tools/timeline-builder', label: 'Timeline builder', text: 'Fit activities around classes and tests.' },
		{ href: '/tools/college-match', label: 'College match', text: 'Find colleges that value what you do.' },
		{ href: '/tools/gpa-calculator', label: 'GPA calculator', text: 'Keep an eye on grades as you add activities.' },
		{ href: '/tools/cost-calculator', label: 'Cost calculator', text: 'Plan college costs alongside activity costs.' },
	],
	cta: {
		title: 'Track your activities as you go',
		text: 'Northstar keeps your activities, hours and achievements ready for the Common App activities list.',
		label: 'Create a free account',
	},
} as const
