// The application platforms' own sections, as the public guides explain them
// and as the workspace checklist ticks them off (one list, two uses).

export interface PlatformSection {
	/** Stable key stored in a family's checklist. */
	key: string
	name: string
	asks: string
	tip?: string
}

/** The Common App tab's seven sections (spec §1: "7 sections"). */
export const commonAppSections: PlatformSection[] = [
	{
		key: 'profile',
		name: 'Profile',
		asks: 'Your name, contact details, demographics, language, citizenship and whether you qualify for a Common App fee waiver.',
		tip: 'Use an email address you will still check next spring and write it down with your password. Colleges send portal logins and decisions there.',
	},
	{
		key: 'family',
		name: 'Family',
		asks: 'Your household, your parents’ or guardians’ education and jobs, and any siblings.',
		tip: 'Fill it in together with a parent. Colleges use the parents’ education answers to see whether you would be the first in your family to go to college.',
	},
	{
		key: 'education',
		name: 'Education',
		asks: 'Your high school and counselor, any other schools or college courses, your GPA and class rank if your school reports them, current-year courses, up to five honors, and your future plans.',
		tip: 'List your senior-year courses exactly as they appear on your schedule. For honors, name the award and its level (school, state, national) plainly.',
	},
	{
		key: 'testing',
		name: 'Testing',
		asks: 'SAT, ACT, AP, IB and English-proficiency scores you choose to self-report.',
		tip: 'Many colleges are test-optional, but not all. Check each college’s policy before deciding what to report, and whether it requires official score reports.',
	},
	{
		key: 'activities',
		name: 'Activities',
		asks: 'Up to 10 activities: type, your role, the organization, a 150-character description, grade levels, hours per week and weeks per year.',
		tip: 'Jobs, caring for family and personal projects count. Put the activities that matter most to you first — readers often skim from the top.',
	},
	{
		key: 'writing',
		name: 'Writing',
		asks: 'The personal essay (250 to 650 words), plus optional questions such as Additional Information, for context the rest of the application does not show.',
		tip: 'Use Additional Information for facts — a school that did not offer a course, a move, a family responsibility — not for a second essay.',
	},
	{
		key: 'courses-and-grades',
		name: 'Courses & Grades',
		asks: 'Your full transcript, entered course by course. Only some colleges require it; the Common App tells you if one of yours does.',
		tip: 'Enter it with your unofficial transcript in front of you and copy it exactly. It takes longer than students expect, so give it an evening.',
	},
]

/** The Coalition Application on Scoir: the sections a student typically fills in. */
export const coalitionSections: PlatformSection[] = [
	{
		key: 'profile-and-contact',
		name: 'Profile and contact',
		asks: 'Your legal name, address, phone, email and citizenship. Use an email address you check every day — colleges will write to it.',
	},
	{
		key: 'demographics-and-family',
		name: 'Demographics and family',
		asks: 'Background questions (many are optional) and your household: parents or guardians, their education and siblings. Have a parent nearby when you fill this in.',
	},
	{
		key: 'education',
		name: 'Education',
		asks: 'Your high school, your counselor, and your courses and grades. Keep your unofficial transcript open so everything matches it exactly.',
	},
	{
		key: 'testing',
		name: 'Testing',
		asks: 'SAT, ACT, AP and other scores, where you choose to report them. Many member schools are test-optional; check each college’s policy before you decide.',
	},
	{
		key: 'activities-and-honors',
		name: 'Activities and honors',
		asks: 'Clubs, sports, jobs, family responsibilities, service and awards. Lead with what mattered most and what you did, not just the title you held.',
	},
	{
		key: 'essay-recommendations-and-college-questions',
		name: 'Essay, recommendations and college questions',
		asks: 'Your main essay, any supplements a college adds, the recommenders you invite, and each college’s own questions, such as intended major and start term.',
	},
]
