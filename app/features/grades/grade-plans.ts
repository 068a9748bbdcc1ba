// Grade-by-grade college-prep plans for /grades and /grades/:grade: a pure
// data module (no React, no server code). Dates are the usual ones and say
// "typically" where schools and colleges differ.

export const MONTHS = [
	'August',
	'September',
	'October',
	'November',
	'December',
	'January',
	'February',
	'March',
	'April',
	'May',
	'June',
	'July',
] as const
export type Month = (typeof MONTHS)[number]

export type GradeSlug = '9th' | '10th' | '11th' | '12th'

export interface PlanLink {
	label: string
	/** An internal path, always starting with '/'. */
	href: string
}

export interface PlanTask {
	text: string
	link?: PlanLink
}

export interface MonthPlan {
	month: Month
	tasks: PlanTask[]
}

export interface FocusArea {
	title: string
	text: string
}

export interface ResourceLink extends PlanLink {
	description: string
}

export interface GradePlan {
	slug: GradeSlug
	name: string
	/** One line for cards and the page hero. */
	tagline: string
	overview: string
	focusAreas: FocusArea[]
	/** August through July, in that order. */
	months: MonthPlan[]
	resources: ResourceLink[]
}

const link = {
	gpa: { label: 'GPA calculator', href: '/tools/gpa-calculator' },
	match: { label: 'College match', href: '/tools/college-match' },
	timeline: { label: 'Timeline builder', href: '/tools/timeline-builder' },
	cost: { label: 'Cost calculator', href: '/tools/cost-calculator' },
	ninthChecklist: { label: '9th-grade checklist', href: '/resources/9th-grade-checklist' },
	studySkills: { label: 'Study skills guide', href: '/resources/study-skills' },
	testPrep: { label: 'Test prep timeline', href: '/resources/test-prep-timeline' },
	psat: { label: 'PSAT prep guide', href: '/resources/psat-prep' },
	leadership: { label: 'Leadership opportunities', href: '/resources/leadership-opportunities' },
	listBuilder: { label: 'College list builder', href: '/resources/college-list-builder' },
	exploration: { label: 'College exploration', href: '/resources/college-exploration' },
	appTracker: { label: 'Application tracker', href: '/resources/application-tracker' },
	recTracker: { label: 'Recommendation letter tracker', href: '/resources/rec-letter-tracker' },
	aidCalculator: { label: 'Financial aid calculator', href: '/resources/financial-aid-calculator' },
	deadlines: { label: 'Deadlines calendar', href: '/resources/deadlines-calendar' },
	ap: { label: 'AP guide', href: '/resources/ap-guide' },
	goals: { label: 'Goal setting', href: '/resources/goal-setting' },
	activities: { label: 'Activity finder', href: '/resources/activity-finder' },
	adulting: { label: 'Adulting checklist', href: '/resources/adulting-checklist' },
	commonApp: { label: 'Common App guide', href: '/common-app' },
	coalition: { label: 'Coalition guide', href: '/coalition' },
	psatLanding: { label: 'PSAT prep with Northstar', href: '/landing/psat-prep' },
	seniorEmergency: { label: 'Senior-year catch-up plan', href: '/landing/senior-emergency' },
} satisfies Record<string, PlanLink>

function months(tasks: Record<Month, PlanTask[]>): MonthPlan[] {
	return MONTHS.map((month) => ({ month, tasks: tasks[month] }))
}

const ninth: GradePlan = {
	slug: '9th',
	name: '9th Grade',
	tagline: 'Your transcript starts now: build habits, try activities, explore.',
	overview:
		'Freshman year is the first year colleges will see. Every final grade from now on goes on your transcript and into your GPA, so the most useful thing you can do is build study habits that work for you before the workload grows. It is also the year to try things: join a few clubs, teams or programs, notice what you enjoy, and start a simple record of what you do. Nobody expects a college list yet. A steady start, a four-year course plan and a little curiosity about colleges are plenty.',
	focusAreas: [
		{
			title: 'Grades and study habits',
			text: 'Freshman grades count toward your GPA. A planner, a regular homework time and asking for help early matter more than cramming.',
		},
		{
			title: 'A four-year course plan',
			text: 'Sketch the classes you want through 12th grade with your counselor, including the math and world-language sequences many colleges look for.',
		},
		{
			title: 'Activities to try',
			text: 'Sample clubs, sports, arts, jobs or volunteering. Depth comes later; this year is for finding what you care about.',
		},
		{
			title: 'A running record',
			text: 'Keep a simple list of activities, awards, hours and roles. It becomes your activities list and résumé later.',
		},
	],
	months: months({
		August: [
			{ text: 'Set up a planner or calendar for assignments, tests and practices before classes start.', link: link.ninthChecklist },
			{ text: 'Find your school counselor’s name and how to book a meeting.' },
			{ text: 'Write down two or three goals for freshman year, such as a grade target or a club to join.', link: link.goals },
		],
		September: [
			{ text: 'Go to the activities fair and sign up for a few clubs, teams or programs to try.', link: link.activities },
			{ text: 'Choose a daily homework time and place, and keep it for the first month.', link: link.studySkills },
			{ text: 'Learn how your school calculates GPA (weighted or unweighted) and which classes count.', link: link.gpa },
		],
		October: [
			{ text: 'Check your first progress report and talk to teachers early about any class that feels hard.' },
			{ text: 'Ask your counselor whether your school offers the PSAT 8/9 and when.', link: link.psat },
			{ text: 'Start your running record of activities, roles and hours.' },
		],
		November: [
			{ text: 'Review which study methods are working, and try one new one (practice questions, flashcards, study groups).', link: link.studySkills },
			{ text: 'Drop or keep activities: stay with the ones you look forward to.' },
		],
		December: [
			{ text: 'Make a study plan for semester or quarter exams, starting two weeks out.', link: link.studySkills },
			{ text: 'Use winter break to rest and read something you chose yourself.' },
		],
		January: [
			{ text: 'Look at your first-semester grades and set one goal for the second semester.', link: link.goals },
			{ text: 'Update your running record with anything new from the fall.' },
			{ text: 'Calculate your GPA so far so you know where you stand.', link: link.gpa },
		],
		February: [
			{ text: 'Meet your counselor to draft a four-year course plan, including math and world-language sequences.' },
			{ text: 'Ask teachers which honors or advanced classes they would suggest for 10th grade.', link: link.ap },
		],
		March: [
			{ text: 'Pick next year’s classes when registration opens (typically late winter or spring).' },
			{ text: 'Start looking at summer options: programs, a job, volunteering or a personal project. Some program deadlines are in early spring.', link: link.activities },
		],
		April: [
			{ text: 'Visit a nearby college campus, even informally, to see what different types of college feel like.', link: link.exploration },
			{ text: 'Ask about leadership roles or elections in your clubs for next year.', link: link.leadership },
		],
		May: [
			{ text: 'Plan your final-exam study schedule and ask teachers what to focus on.', link: link.studySkills },
			{ text: 'Confirm your summer plan and any applications or forms it needs.' },
		],
		June: [
			{ text: 'Save your final grades and update your running record for the year.' },
			{ text: 'Start your summer plan, and keep a reading habit going.' },
		],
		July: [
			{ text: 'Reflect: what did you enjoy most this year? Use it to choose activities for 10th grade.', link: link.goals },
			{ text: 'Browse a few college websites to learn the difference between colleges, universities and programs.', link: link.exploration },
		],
	}),
	resources: [
		{ ...link.ninthChecklist, description: 'Everything worth doing in freshman year, in one list.' },
		{ ...link.studySkills, description: 'Habits and methods that make homework and tests easier.' },
		{ ...link.gpa, description: 'See your GPA and how each class affects it.' },
		{ ...link.activities, description: 'Find clubs, programs and volunteering that fit your interests.' },
		{ ...link.goals, description: 'Turn big goals into small steps you can actually finish.' },
	],
}

const tenth: GradePlan = {
	slug: '10th',
	name: '10th Grade',
	tagline: 'Practice tests, a stronger course load and a summer that counts.',
	overview:
		'Sophomore year is when the plan starts to take shape. Many students take a practice PSAT this year, either the PSAT/NMSQT in October or the PSAT 10 in spring, depending on the school, to get a baseline without pressure. It is a good year to add an honors or AP class where you are ready, to go deeper in one or two activities and to start thinking about leadership. Start exploring colleges from home, and plan a summer that builds a skill or an interest.',
	focusAreas: [
		{
			title: 'A practice PSAT',
			text: 'A PSAT 10 or a practice PSAT/NMSQT shows your starting point and which skills to work on before junior year.',
		},
		{
			title: 'AP and honors planning',
			text: 'Decide where to add challenge next year, balancing rigor with grades and time for activities.',
		},
		{
			title: 'Deeper activities',
			text: 'Narrow down to the activities you care about most and look for ways to take on more responsibility.',
		},
		{
			title: 'Summer plans',
			text: 'Programs, jobs, volunteering and projects all count. Some program applications are due in winter or early spring.',
		},
	],
	months: months({
		August: [
			{ text: 'Review your four-year course plan with this year’s schedule in hand.' },
			{ text: 'Set goals for grades and activities for sophomore year.', link: link.goals },
			{ text: 'Choose the two or three activities you want to go deeper in.', link: link.activities },
		],
		September: [
			{ text: 'Ask your counselor whether sophomores take the PSAT/NMSQT in October or the PSAT 10 in spring at your school.', link: link.psat },
			{ text: 'Keep your study routine going and adjust it for harder classes.', link: link.studySkills },
		],
		October: [
			{ text: 'If your school offers it, take the PSAT/NMSQT as practice; the National Merit program uses the 11th-grade test.', link: link.psatLanding },
			{ text: 'Look into leadership roles, committees or projects in your activities.', link: link.leadership },
		],
		November: [
			{ text: 'Update your running record of activities, roles and hours.' },
			{ text: 'Explore colleges from home: try a college search to see what types of schools exist.', link: link.match },
		],
		December: [
			{ text: 'If you took the October PSAT, review your score report and note the skills to practise.', link: link.testPrep },
			{ text: 'Plan your study time for end-of-semester exams.', link: link.studySkills },
		],
		January: [
			{ text: 'Look at first-semester grades and recalculate your GPA.', link: link.gpa },
			{ text: 'Research summer programs, jobs and volunteering; note any application deadlines.', link: link.activities },
		],
		February: [
			{ text: 'Talk with teachers and your counselor about AP or honors classes for 11th grade.', link: link.ap },
			{ text: 'Submit any summer program applications due this month.' },
		],
		March: [
			{ text: 'Register for next year’s classes when your school opens course selection (typically late winter or spring).', link: link.ap },
			{ text: 'If your school gives the PSAT 10 in spring, do a little practice beforehand.', link: link.psat },
		],
		April: [
			{ text: 'Visit a college or two over spring break if you can, or take virtual tours.', link: link.exploration },
			{ text: 'Run for a leadership role or plan a project in an activity for next year.', link: link.leadership },
		],
		May: [
			{ text: 'If you are in an AP class, take the AP exam (AP exams are in May).', link: link.ap },
			{ text: 'Confirm your summer plans and any paperwork they need.' },
		],
		June: [
			{ text: 'Save final grades and update your running record for the year.' },
			{ text: 'Draft a simple test plan for junior year: PSAT/NMSQT in October, then the SAT or ACT.', link: link.testPrep },
		],
		July: [
			{ text: 'Spend the summer on your program, job, volunteering or project, and keep notes on what you did.' },
			{ text: 'Do a little PSAT practice each week before junior year.', link: link.psat },
			{ text: 'Start a list of colleges you are curious about; there is no need to narrow it down yet.', link: link.listBuilder },
		],
	}),
	resources: [
		{ ...link.psat, description: 'What the PSAT covers and how to practise for it.' },
		{ ...link.ap, description: 'Choosing AP classes and preparing for the May exams.' },
		{ ...link.testPrep, description: 'When to take the PSAT, SAT or ACT, and how to prepare.' },
		{ ...link.leadership, description: 'Ways to take on responsibility in the activities you already do.' },
		{ ...link.match, description: 'Start exploring colleges that fit your interests.' },
		{ ...link.gpa, description: 'Track your GPA as your course load grows.' },
	],
}

const eleventh: GradePlan = {
	slug: '11th',
	name: '11th Grade',
	tagline: 'PSAT/NMSQT, SAT or ACT, a first college list and recommendations.',
	overview:
		'Junior year is the busiest planning year and, for many colleges, the most important year of grades. The PSAT/NMSQT in October is the one that counts for the National Merit Scholarship Program. Most students take the SAT (now digital) or the ACT for the first time in winter or spring, with room to retake. This is also the year to build a balanced college list of reach, target and safety schools, visit campuses where you can, and ask two teachers for recommendation letters in spring. The summer before senior year is the time to draft the Common App essay.',
	focusAreas: [
		{
			title: 'Testing plan',
			text: 'PSAT/NMSQT in October, then a first SAT or ACT in winter or spring, with a retake date in mind.',
		},
		{
			title: 'A balanced college list',
			text: 'Research colleges and sort them into reach, target and safety using admissions and cost data.',
		},
		{
			title: 'Visits and cost',
			text: 'Visit campuses in person or online, and run net price estimates so cost is part of the list from the start.',
		},
		{
			title: 'Recommendations and essays',
			text: 'Ask two teachers for letters in spring and draft your personal essay over the summer.',
		},
	],
	months: months({
		August: [
			{ text: 'Set up a testing plan for the year: PSAT/NMSQT in October, then SAT or ACT dates.', link: link.testPrep },
			{ text: 'Build a year timeline with tests, AP exams and college visits.', link: link.timeline },
			{ text: 'Check that your classes match the plan for rigor in your strongest subjects.', link: link.ap },
		],
		September: [
			{ text: 'Prepare for the PSAT/NMSQT with short, regular practice.', link: link.psatLanding },
			{ text: 'Go to college fairs or info sessions held at your school or online.', link: link.exploration },
			{ text: 'Keep your activities list up to date, including leadership roles.', link: link.leadership },
		],
		October: [
			{ text: 'Take the PSAT/NMSQT (typically in October); this is the test that counts for National Merit.', link: link.psat },
			{ text: 'Start a long list of colleges to research.', link: link.listBuilder },
		],
		November: [
			{ text: 'Decide between the SAT and the ACT using practice tests, and pick your first test date.', link: link.testPrep },
			{ text: 'Sort your long list into reach, target and safety schools.', link: link.match },
		],
		December: [
			{ text: 'Review your PSAT score report and turn weak areas into a study plan.', link: link.testPrep },
			{ text: 'Talk with your family about college costs and run a few net price estimates.', link: link.cost },
		],
		January: [
			{ text: 'Register for your first SAT or ACT date if you have not already.', link: link.testPrep },
			{ text: 'Check first-semester grades; junior-year grades matter a great deal to colleges.', link: link.gpa },
		],
		February: [
			{ text: 'Choose senior-year classes with your counselor, keeping rigor steady.', link: link.ap },
			{ text: 'Plan campus visits for spring break and summer.', link: link.exploration },
			{ text: 'Research summer programs, jobs or projects for the summer before senior year.', link: link.activities },
		],
		March: [
			{ text: 'Take your first SAT or ACT, or keep up practice for a spring date.', link: link.testPrep },
			{ text: 'Visit colleges over spring break, in person or virtually, and take notes after each.', link: link.exploration },
		],
		April: [
			{ text: 'Ask two teachers (ideally from 11th-grade core classes) for recommendation letters for next fall.', link: link.recTracker },
			{ text: 'Refine your college list to a balanced set of reach, target and safety schools.', link: link.listBuilder },
			{ text: 'Give your counselor what they need for their letter, such as a brag sheet.' },
		],
		May: [
			{ text: 'Take AP exams (in May) for your AP classes.', link: link.ap },
			{ text: 'Decide whether to retake the SAT or ACT and choose a date (summer or early fall).', link: link.testPrep },
		],
		June: [
			{ text: 'Brainstorm Common App essay topics and start a first draft.', link: link.commonApp },
			{ text: 'Write short descriptions of your activities; the Common App allows 150 characters each.', link: link.commonApp },
			{ text: 'Set up a tracker for applications, essays and recommendations.', link: link.appTracker },
		],
		July: [
			{ text: 'Finish a full draft of your personal essay (up to 650 words on the Common App).', link: link.commonApp },
			{ text: 'Check each college’s deadlines and whether it uses the Common App, the Coalition application or its own.', link: link.deadlines },
			{ text: 'Get ready for August 1, when the Common App typically opens for the new season.', link: link.commonApp },
		],
	}),
	resources: [
		{ ...link.testPrep, description: 'A month-by-month plan for the PSAT, SAT and ACT.' },
		{ ...link.listBuilder, description: 'Build a balanced list of reach, target and safety schools.' },
		{ ...link.match, description: 'Find colleges that fit, using College Scorecard data.' },
		{ ...link.cost, description: 'Estimate what colleges on your list could cost your family.' },
		{ ...link.recTracker, description: 'Keep track of who you asked and when letters are due.' },
		{ ...link.commonApp, description: 'How the Common App works, from essays to activities.' },
	],
}

const twelfth: GradePlan = {
	slug: '12th',
	name: '12th Grade',
	tagline: 'Applications, financial aid, decisions and the move to college.',
	overview:
		'Senior year runs on deadlines. The Common App typically opens August 1, early action and early decision deadlines typically fall on November 1 or 15, and regular decision deadlines typically fall between January 1 and 15. The FAFSA opens around October 1 and the CSS Profile on October 1, and aid deadlines can come before application deadlines. Decisions arrive through the winter and spring, May 1 is National College Decision Day at most colleges, and the summer is for housing, orientation and the last forms. Keep your grades steady: colleges see your senior-year grades too.',
	focusAreas: [
		{
			title: 'Applications and essays',
			text: 'Finish the personal essay, supplements and activities list, and submit early and regular applications on time.',
		},
		{
			title: 'Financial aid',
			text: 'File the FAFSA and, where required, the CSS Profile as early as you can, and apply for scholarships.',
		},
		{
			title: 'Decisions',
			text: 'Compare admissions and aid offers side by side and commit by May 1.',
		},
		{
			title: 'The move to college',
			text: 'Housing, orientation, final transcripts, health forms and the first bill all come due over the summer.',
		},
	],
	months: months({
		August: [
			{ text: 'Create or roll over your Common App account; it typically opens August 1.', link: link.commonApp },
			{ text: 'Finalize your college list and check whether each school uses the Common App or the Coalition application.', link: link.coalition },
			{ text: 'Put every application, aid and scholarship deadline into one calendar.', link: link.deadlines },
			{ text: 'Confirm your two teacher recommenders and tell them your first deadlines.', link: link.recTracker },
		],
		September: [
			{ text: 'Polish your personal essay and start college-specific supplements.', link: link.commonApp },
			{ text: 'Decide on early action or early decision; early decision is binding, so talk it through with your family.', link: link.appTracker },
			{ text: 'Retake the SAT or ACT in early fall if it is in your plan, and send scores where required.', link: link.testPrep },
		],
		October: [
			{ text: 'Create your StudentAid.gov account and file the FAFSA as soon as it opens (about October 1).', link: link.aidCalculator },
			{ text: 'File the CSS Profile (opens October 1) for colleges that require it, and check their aid deadlines.', link: link.aidCalculator },
			{ text: 'Finish early applications and ask your counselor to send transcripts.', link: link.appTracker },
		],
		November: [
			{ text: 'Submit early action and early decision applications (deadlines are typically November 1 or 15).', link: link.deadlines },
			{ text: 'Keep working on regular decision essays and supplements.', link: link.commonApp },
			{ text: 'Search and apply for scholarships, including local ones.', link: link.aidCalculator },
		],
		December: [
			{ text: 'Check portals for early decision and early action results (many arrive in mid-December).', link: link.appTracker },
			{ text: 'If admitted early decision, follow the college’s instructions and withdraw other applications.' },
			{ text: 'Finish regular decision applications before winter break.', link: link.seniorEmergency },
		],
		January: [
			{ text: 'Submit regular decision applications (deadlines typically fall between January 1 and 15).', link: link.deadlines },
			{ text: 'Make sure your counselor sends mid-year reports where colleges ask for them.' },
			{ text: 'Thank your recommenders.', link: link.recTracker },
		],
		February: [
			{ text: 'Check each application portal for missing documents.', link: link.appTracker },
			{ text: 'Correct or update your FAFSA if needed, and watch for verification requests.', link: link.aidCalculator },
			{ text: 'Keep applying for scholarships.' },
		],
		March: [
			{ text: 'Read decisions and financial aid offers as they arrive.', link: link.appTracker },
			{ text: 'Compare the real cost of each offer, not just the sticker price.', link: link.cost },
			{ text: 'Decide whether to stay on any waitlist, and follow each college’s instructions.' },
		],
		April: [
			{ text: 'Visit or attend admitted-student events for your top choices.', link: link.exploration },
			{ text: 'Ask a financial aid office about an appeal if your family’s situation is not reflected in the offer.', link: link.cost },
		],
		May: [
			{ text: 'Commit and pay your deposit by May 1, National College Decision Day at most colleges.', link: link.deadlines },
			{ text: 'Let the other colleges know you will not be attending.' },
			{ text: 'Take AP exams (in May) and send scores to your college if it gives credit.', link: link.ap },
		],
		June: [
			{ text: 'Graduate, and ask your school to send your final transcript to your college.' },
			{ text: 'Complete housing forms and sign up for orientation.', link: link.adulting },
			{ text: 'Submit health and immunization forms and any placement tests your college requires.' },
		],
		July: [
			{ text: 'Attend orientation and register for fall classes.' },
			{ text: 'Review your first bill and accept, reduce or decline loans; first-time federal student loan borrowers complete entrance counseling.', link: link.cost },
			{ text: 'Work through the practical list: banking, budgeting, health insurance and what to pack.', link: link.adulting },
		],
	}),
	resources: [
		{ ...link.commonApp, description: 'The Common App, step by step: essay, activities and supplements.' },
		{ ...link.coalition, description: 'How the Coalition application works and who accepts it.' },
		{ ...link.appTracker, description: 'Track every application, essay and document in one place.' },
		{ ...link.deadlines, description: 'Early, regular and financial aid deadlines in one calendar.' },
		{ ...link.aidCalculator, description: 'FAFSA, CSS Profile and what aid to expect.' },
		{ ...link.seniorEmergency, description: 'Behind on senior year? A plan to catch up fast.' },
		{ ...link.adulting, description: 'The practical checklist for moving out and starting college.' },
	],
}

export const gradePlans: GradePlan[] = [ninth, tenth, eleventh, twelfth]

export function getGradePlan(slug: string | undefined): GradePlan | undefined {
	return gradePlans.find((plan) => plan.slug === slug)
}

/** The grades before and after one grade, for prev/next links. */
export function adjacentGrades(slug: GradeSlug): { previous?: GradePlan; next?: GradePlan } {
	const index = gradePlans.findIndex((plan) => plan.slug === slug)
	return { previous: gradePlans[index - 1], next: gradePlans[index + 1] }
}
