// The built-in assistant's curated answers: short, practical replies to the
// questions families ask most, each pointing to our own pages. The assistant
// finds them by keyword (MiniSearch over question, keywords and answer) and
// shows the answer with its links. Ids are stable; links go only to pages that
// exist. `{account}` in a workspace link is replaced with the student's account.
// Dates are the typical ones; each college's, state's and official site's own
// dates win, and the answers say so.

import { coalitionEssay, commonAppEssay, ESSAY_PROMPTS_CYCLE } from '../applications/essay-prompts'

export interface AssistantAnswer {
	id: string // kebab-case, stable
	question: string // how a family would ask it
	keywords: string[] // words and synonyms that should find it (e.g. 'fafsa', 'fsa id', 'federal aid')
	answer: string // 2–5 short sentences, plain English, no markdown headings; may use '\n- ' bullets
	links: Array<{ title: string; href: string }> // 1–3, our pages only
	/** Which part of the workspace it is about, for grounding: */
	topic: 'deadlines' | 'college-list' | 'applications' | 'essays' | 'recommendations' | 'financial-aid' | 'scholarships' | 'tests' | 'activities' | 'planning' | 'wellbeing'
}

export const assistantAnswers: AssistantAnswer[] = [
	// Financial aid.
	{
		id: 'fafsa-basics',
		question: 'What is the FAFSA and when should we file it?',
		keywords: ['fafsa', 'free application for federal student aid', 'federal aid', 'pell grant', 'student aid index', 'sai', 'efc', 'prior-prior year', 'taxes', 'studentaid.gov', 'when does fafsa open', 'october 1'],
		answer:
			'The FAFSA is the free form for federal grants, loans and work-study, and most states and many colleges use it for their own aid too. The Department of Education targets an October 1 opening each year, so file in the fall of senior year, not after admission decisions. It uses tax information from two years before the school year (“prior-prior year”): a student starting college in fall 2027 files the 2027–28 FAFSA with 2025 tax returns. File it at studentaid.gov, and never pay a website to submit it.',
		links: [
			{ title: 'FAFSA and CSS Profile guide', href: '/blog/fafsa-and-css-profile-guide' },
			{ title: 'Your financial aid checklist', href: '/a/{account}/financial-aid' },
		],
		topic: 'financial-aid',
	},
	{
		id: 'fafsa-fsa-id-contributors',
		question: 'Who needs an FSA ID, and which parent goes on the FAFSA?',
		keywords: ['fsa id', 'studentaid.gov account', 'contributor', 'parent contributor', 'fafsa parent', 'divorced parents', 'separated parents', 'stepparent', 'consent', 'irs data', 'login', 'account'],
		answer:
			'The student and each contributor need their own StudentAid.gov account (still often called an FSA ID), each with their own email address. For married parents who filed jointly, that is usually one parent; for divorced or separated parents, it is generally the parent who gave more financial support in the last 12 months, not necessarily the one your student lives with. New accounts can take a few days to verify, so create them before you sit down to file. Every contributor must also give consent for the IRS to share their tax data, or the FAFSA cannot calculate a Student Aid Index.',
		links: [
			{ title: 'FAFSA and CSS Profile guide', href: '/blog/fafsa-and-css-profile-guide' },
			{ title: 'Your financial aid checklist', href: '/a/{account}/financial-aid' },
		],
		topic: 'financial-aid',
	},
	{
		id: 'fafsa-what-you-need',
		question: 'What do we need to file the FAFSA?',
		keywords: ['fafsa documents', 'what to have ready', 'before filing', 'requirements', 'tax returns', 'social security number', 'ssn', 'assets', 'bank statements', 'fsa id', 'studentaid.gov account'],
		answer:
			'Have these ready before you sit down to file:\n- A StudentAid.gov account (FSA ID) for the student and for each contributor, such as a parent, each with its own email address; a new account can take a few days to verify.\n- Social Security numbers, and the federal tax returns from two years before the school year (the IRS can transfer them once each contributor consents).\n- Current balances of savings, checking and investments, and the net worth of any business or investment property.\n- The list of colleges that should receive it (up to 20).',
		links: [
			{ title: 'FAFSA and CSS Profile guide', href: '/blog/fafsa-and-css-profile-guide' },
			{ title: 'Your financial aid checklist', href: '/a/{account}/financial-aid' },
		],
		topic: 'financial-aid',
	},
	{
		id: 'fafsa-deadlines',
		question: 'When is the FAFSA deadline?',
		keywords: ['fafsa deadline', 'june 30', 'priority deadline', 'priority date', 'state deadline', 'state grant', 'late fafsa', 'first come first served', 'due date', 'financial aid deadline'],
		answer:
			"The federal deadline is June 30 at the end of the school year the form covers, but that is not the one that matters. States and colleges set much earlier dates: some state grants are first come, first served, and many college priority dates fall between November and March. Filing after a priority date can mean less grant money even if you are admitted. Find your state's date on studentaid.gov and each college's on its financial aid page, then file as soon as you can after the FAFSA opens.",
		links: [
			{ title: 'Financial aid deadlines for your colleges', href: '/a/{account}/financial-aid' },
			{ title: 'Deadlines calendar', href: '/resources/deadlines-calendar' },
			{ title: 'The merit aid a missed deadline cost', href: '/blog/missed-deadline-merit-aid' },
		],
		topic: 'financial-aid',
	},
	{
		id: 'css-profile',
		question: 'What is the CSS Profile, and do we need it?',
		keywords: ['css profile', 'css', 'college board', 'institutional aid', 'private colleges', 'noncustodial parent', 'home equity', 'idoc', 'profile fee', 'fee waiver'],
		answer:
			"The CSS Profile is a College Board form that a few hundred colleges and scholarship programs, mostly private, use to award their own grants. File it only if a college on your list requires it; each college's financial aid page says so. It usually opens around October 1, asks more than the FAFSA (home equity, a noncustodial parent, business assets), and charges a fee for each college you send it to. Many eligible families get a fee waiver automatically from what they enter, and deadlines are set by each college, often earlier for early applicants.",
		links: [
			{ title: 'FAFSA and CSS Profile guide', href: '/blog/fafsa-and-css-profile-guide' },
			{ title: 'Which of your colleges need it', href: '/a/{account}/financial-aid' },
		],
		topic: 'financial-aid',
	},
	{
		id: 'net-price-vs-sticker-price',
		question: "What's the difference between sticker price and net price?",
		keywords: ['net price', 'sticker price', 'net price calculator', 'npc', 'cost of attendance', 'coa', 'how much will college cost', 'afford', 'affordability', 'tuition', 'price'],
		answer:
			"Sticker price is a college's full cost of attendance for a year; net price is that cost minus grants and scholarships, the money you don't pay back. Net price is the number to compare, and an expensive-looking private college can cost less than a cheaper-looking one. Every college that takes part in federal aid must post a net price calculator on its website: run it for each college with the same numbers, ideally in junior year, and save the results.",
		links: [
			{ title: 'How to use net price calculators', href: '/blog/net-price-calculator-guide' },
			{ title: 'Cost calculator', href: '/tools/cost-calculator' },
			{ title: 'Financial aid estimator', href: '/resources/financial-aid-calculator' },
		],
		topic: 'financial-aid',
	},
	{
		id: 'compare-aid-offers',
		question: 'How do we compare financial aid offers?',
		keywords: ['aid offer', 'award letter', 'financial aid package', 'compare offers', 'gift aid', 'grants', 'loans', 'work-study', 'parent plus', 'net cost', 'which is cheaper'],
		answer:
			'Put every offer in the same format, because colleges word them differently and some list loans as if they were discounts.\n- Start with the full cost of attendance.\n- Subtract only grants and scholarships (gift aid) to get the net price.\n- List loans and work-study separately: loans are repaid with interest, and work-study has to be earned.\n- Check whether each scholarship renews and what GPA it needs, then multiply by four years.',
		links: [
			{ title: 'Compare your aid offers', href: '/a/{account}/financial-aid?tab=offers' },
			{ title: 'Financial aid guide', href: '/resources/financial-aid' },
		],
		topic: 'financial-aid',
	},
	{
		id: 'appeal-aid-offer',
		question: 'Can we appeal or negotiate a financial aid offer?',
		keywords: ['appeal', 'negotiate', 'professional judgment', 'aid review', 'more aid', 'job loss', 'medical bills', 'competing offer', 'special circumstances', 'not enough aid'],
		answer:
			"Yes, you can ask. If your finances changed since the tax year the FAFSA used (a job loss, lower income, big medical bills, a divorce or a death), ask the financial aid office how it handles a review, often called a professional judgment review. Explain what changed with numbers, send documents, and be polite and specific about what you can pay. Some colleges will also reconsider when a similar college offers more, and others won't; it is fine to ask before May 1.",
		links: [
			{ title: 'Your aid offers and the appeal helper', href: '/a/{account}/financial-aid?tab=offers' },
			{ title: 'Appealing an aid offer', href: '/resources/financial-aid' },
			{ title: 'Backup plans', href: '/resources/backup-plans' },
		],
		topic: 'financial-aid',
	},

	// Scholarships.
	{
		id: 'find-scholarships',
		question: 'Where should we look for scholarships?',
		keywords: ['scholarships', 'find scholarships', 'local scholarships', 'merit scholarship', 'outside scholarships', 'private scholarships', 'community scholarships', 'employer scholarship', 'free money', 'merit aid'],
		answer:
			"Start local: your counselor's scholarship list, community foundations, employers, and civic and religious groups often draw fewer applicants than national contests. The biggest awards usually come from colleges themselves, and some need a separate application or an early priority date, so check each college's scholarship page. Reuse essays you have already written, and tell each college about outside awards, since some adjust other aid when you win one.",
		links: [
			{ title: 'Track your scholarships', href: '/a/{account}/financial-aid?tab=scholarships' },
			{ title: 'Scholarship deadlines families miss', href: '/blog/missed-deadline-merit-aid' },
		],
		topic: 'scholarships',
	},
	{
		id: 'scholarship-scams',
		question: 'How can we tell if a scholarship is a scam?',
		keywords: ['scholarship scam', 'scam', 'fraud', 'fee to apply', 'guaranteed scholarship', 'bank details', 'pay for fafsa', 'fake scholarship', 'too good to be true'],
		answer:
			"Real scholarships give you money; they don't ask for it. Walk away from anything that charges a fee to apply or to “hold” an award, guarantees you will win, asks for bank or credit card details, or says you won a contest you never entered. Filing the FAFSA is always free at studentaid.gov, and your counselor can point you to legitimate local awards.",
		links: [
			{ title: 'Track your scholarships', href: '/a/{account}/financial-aid?tab=scholarships' },
			{ title: 'Financial aid guide', href: '/resources/financial-aid' },
		],
		topic: 'scholarships',
	},

	// Application plans and the college list.
	{
		id: 'application-plans',
		question: "What's the difference between Early Decision, Early Action and Regular Decision?",
		keywords: ['early decision', 'early action', 'ed', 'ea', 'rea', 'scea', 'restrictive early action', 'single choice early action', 'ed ii', 'ed2', 'regular decision', 'rd', 'rolling admission', 'binding', 'apply early'],
		answer:
			"The main difference is whether the plan is binding.\n- Early Decision (ED): binding; one college at a time, and if admitted you enroll and withdraw elsewhere. ED II is the same with a later deadline, often in January.\n- Early Action (EA): an earlier answer with no commitment; you still have until May 1.\n- Restrictive Early Action (REA): nonbinding, but it limits your other early applications.\n- Regular Decision and rolling: no commitment; rolling colleges decide within weeks. Check each college's exact policy.",
		links: [
			{ title: 'Early Decision vs. Early Action', href: '/blog/early-decision-vs-early-action' },
			{ title: 'Deadlines calendar', href: '/resources/deadlines-calendar' },
		],
		topic: 'applications',
	},
	{
		id: 'application-deadlines',
		question: 'When are Early Decision, Early Action and Regular Decision deadlines?',
		keywords: ['deadline', 'deadlines', 'due date', 'november 1', 'november 15', 'january 1', 'regular decision deadline', 'early decision deadline', 'early action deadline', 'when are applications due', 'decision dates'],
		answer:
			"Each college sets its own dates, so check its admissions site, but the pattern is steady:\n- Early Decision and Early Action: usually November 1 or November 15, with decisions around mid-December.\n- Early Decision II: usually early January, with decisions in February.\n- Regular Decision: most often between January 1 and January 15, a few in February; decisions come by late March or early April.\n- Rolling admission: no single deadline; apply early, since places and aid can run out.\nMost colleges ask admitted students to decide by May 1.",
		links: [
			{ title: 'Deadlines calendar', href: '/resources/deadlines-calendar' },
			{ title: 'Early Decision vs. Early Action', href: '/blog/early-decision-vs-early-action' },
			{ title: 'Your applications', href: '/a/{account}/applications' },
		],
		topic: 'deadlines',
	},
	{
		id: 'early-decision-and-aid',
		question: 'Should we apply Early Decision if we need financial aid?',
		keywords: ['early decision financial aid', 'ed aid', 'binding', 'release', 'insufficient aid', 'afford', 'merit aid', 'compare offers', 'ed agreement'],
		answer:
			"Only if you are sure you can afford it. With ED you usually see one college's aid offer in December and can't compare it with others, so you give up competing merit offers. Run that college's net price calculator with real tax documents first, and file its aid forms by its early deadline. ED agreements generally release you if the aid truly doesn't make attending possible, but that is a safety valve for a real gap, not a way to shop around.",
		links: [
			{ title: 'Early Decision and money', href: '/blog/early-decision-vs-early-action' },
			{ title: 'How to use net price calculators', href: '/blog/net-price-calculator-guide' },
		],
		topic: 'financial-aid',
	},
	{
		id: 'balanced-college-list',
		question: 'How many colleges should I apply to, and how do I balance my list?',
		keywords: ['how many colleges', 'college list', 'balanced list', 'reach', 'target', 'match', 'safety', 'likely', 'financial safety', 'admit rate', 'middle 50%', 'too many applications'],
		answer:
			"Many students apply to about 8 to 12 colleges: a few reaches, several targets and two or three safeties. Sort them by comparing your grades and scores with each college's middle 50%, and treat any college admitting under about 20% as a reach for everyone. Make sure at least one safety is a financial safety, a college you would be glad to attend and could afford without merit aid. More is not automatically better: each extra college means more essays, fees and deadlines.",
		links: [
			{ title: 'Your college list', href: '/a/{account}/colleges' },
			{ title: 'How to build a balanced list', href: '/blog/balanced-college-list' },
			{ title: 'College match tool', href: '/tools/college-match' },
		],
		topic: 'college-list',
	},
	{
		id: 'campus-visits',
		question: 'How do we make the most of a college visit?',
		keywords: ['campus visit', 'college visit', 'tour', 'info session', 'information session', 'virtual tour', 'admitted student day', 'visit questions', 'college fair'],
		answer:
			'Register for the info session and tour on the admissions site, then go beyond the script: eat in the dining hall, sit in on a class if you can, and ask current students what they would change. If you will use support services, stop by the disability services or tutoring office. Write down what you liked and disliked within a day, before campuses blur together. Virtual tours work for colleges too far to visit, and admitted-student days in April are a great way to compare finalists.',
		links: [
			{ title: 'Exploring colleges', href: '/resources/college-exploration' },
			{ title: 'Add notes to your college list', href: '/a/{account}/colleges' },
		],
		topic: 'college-list',
	},
	{
		id: 'demonstrated-interest',
		question: 'Does demonstrated interest matter?',
		keywords: ['demonstrated interest', 'show interest', 'interest', 'visit', 'emails', 'interview', 'common data set', 'info session', 'track interest'],
		answer:
			"At some colleges, yes; at many highly selective ones, not at all. You can check: many colleges publish a Common Data Set, and its admissions section (C7) rates the “level of applicant's interest” from very important to not considered. Where it counts, the simple things help: attend a visit or virtual session, talk to the admissions rep when they visit your school, and write a specific “why us” essay. Never fake interest in a college you wouldn't attend.",
		links: [
			{ title: 'Your college list', href: '/a/{account}/colleges' },
			{ title: 'Exploring colleges', href: '/resources/college-exploration' },
		],
		topic: 'college-list',
	},

	// Applications.
	{
		id: 'common-app-basics',
		question: 'How does the Common App work?',
		keywords: ['common app', 'common application', 'commonapp.org', 'sections', 'my colleges', 'how many colleges common app', '20 colleges', 'august 1', 'application'],
		answer:
			"The Common App is one application you can send to many colleges; the new cycle opens August 1 and your account rolls over. It has seven sections (Profile, Family, Education, Testing, Activities, Writing, and Courses & Grades), plus each college's own questions and supplements. You get up to 10 activities with 150-character descriptions, up to five honors, and one personal essay of 250 to 650 words that goes to every college. You can add up to 20 colleges.",
		links: [
			{ title: 'Common App guide', href: '/common-app' },
			{ title: 'Common App essentials', href: '/resources/common-app' },
			{ title: 'Your applications', href: '/a/{account}/applications' },
		],
		topic: 'applications',
	},
	{
		id: 'coalition-on-scoir',
		question: 'What is the Coalition Application on Scoir, and should I use it or the Common App?',
		keywords: ['coalition', 'coalition application', 'coalition for college', 'scoir', 'locker', 'common app vs coalition', 'which application'],
		answer:
			'The Coalition Application is a shared application from the Coalition for College, and it now lives on Scoir, where you make a free account and submit to member colleges. If every college on your list takes the Common App, most students use that alone; use the Coalition Application where a college takes it and not the Common App. Use one platform per college and submit only once. Your Common App essay can often be adapted to a Coalition prompt.',
		links: [
			{ title: 'Coalition Application guide', href: '/coalition' },
			{ title: 'Your applications', href: '/a/{account}/applications' },
		],
		topic: 'applications',
	},
	{
		id: 'fee-waivers',
		question: 'Can we get application fees waived?',
		keywords: ['fee waiver', 'application fee', 'free application', 'cost to apply', 'sat fee waiver', 'act fee waiver', 'css profile fee waiver', 'ap fee reduction', 'free or reduced lunch', 'low income'],
		answer:
			'Often, yes. On the Common App you answer the fee-waiver questions in the Profile section and your counselor confirms eligibility; the waiver then covers every Common App college. Eligible students can also get SAT and ACT fee waivers through their counselor, many get CSS Profile waivers automatically, and AP exam fee reductions exist for students with financial need. Some colleges charge no application fee at all, so check before you pay.',
		links: [
			{ title: 'Common App fees and fee waivers', href: '/resources/common-app' },
			{ title: 'Your applications', href: '/a/{account}/applications' },
		],
		topic: 'applications',
	},
	{
		id: 'transcripts-school-report',
		question: 'How do colleges get my transcript and school report?',
		keywords: ['transcript', 'official transcript', 'school report', 'counselor', 'school profile', 'naviance', 'send transcript', 'self-reported grades', 'srar', 'ssar', 'final transcript', 'portal', 'missing documents'],
		answer:
			"Your school counselor usually sends your transcript, the school report and a school profile, through the Common App, Naviance, Scoir or your school's own process, so ask early how your school handles requests. Some colleges ask you to self-report your grades and need an official transcript only once you enroll. After you apply, check each college's applicant portal within a week or two to confirm everything arrived. In June, your counselor sends a final transcript to the college you choose.",
		links: [
			{ title: 'Your application documents', href: '/a/{account}/applications?tab=documents' },
			{ title: 'Add your counselor', href: '/a/{account}/contacts' },
		],
		topic: 'applications',
	},
	{
		id: 'mid-year-report',
		question: 'What is the mid-year report, and do senior grades still matter?',
		keywords: ['mid-year report', 'midyear report', 'senior grades', 'first semester grades', 'senioritis', 'rescinded', 'conditional admission', 'final transcript'],
		answer:
			'Many colleges ask your counselor for a mid-year report with your first-semester senior grades, usually in January or February. Yes, senior grades matter: admission offers are usually conditional on finishing the year well, and a big drop can put one at risk. Ask your counselor how your school sends it, and if something affected your grades, tell your counselor and the college early.',
		links: [
			{ title: 'Your tasks', href: '/a/{account}/tasks' },
			{ title: 'Senior-year timeline', href: '/blog/senior-year-application-timeline' },
		],
		topic: 'applications',
	},

	// Essays.
	{
		id: 'personal-essay-help',
		question: 'How do I write the Common App personal essay? Can Northstar help?',
		keywords: ['personal essay', 'college essay', 'personal statement', 'common app essay', '650 words', 'essay prompts', 'essay topic', 'brainstorm', 'writers block', 'essay help', 'ai essay'],
		answer:
			"Northstar coaches you through it, but it never writes your essay: colleges want your words and your voice.\n- Brainstorm small, true moments, then pick one specific story you could talk about for ten minutes.\n- Spend about half the essay on what the moment shows about how you think.\n- Revise in passes, read it aloud, and get one or two trusted readers.\n- Stay between 250 and 650 words, and don't name a college in it.",
		links: [
			{ title: 'Your essays', href: '/a/{account}/applications?tab=applications&subtab=essays' },
			{ title: 'Personal essay guide', href: '/blog/common-app-personal-essay' },
			{ title: 'College essay guide', href: '/resources/essays' },
		],
		topic: 'essays',
	},
	{
		id: 'essay-prompts',
		question: 'What are the Common App and Coalition essay prompts?',
		keywords: ['essay prompts', 'prompts', 'common app prompts', 'coalition prompts', 'which prompt', 'topic of your choice', 'main essay', 'personal essay prompts', 'essay questions'],
		answer: `For ${ESSAY_PROMPTS_CYCLE}, the Common App offers ${commonAppEssay.prompts.length} personal essay prompts (${commonAppEssay.lengthNote}): ${commonAppEssay.prompts.map((prompt) => prompt.theme.toLowerCase()).join('; ')}. The Coalition Application on Scoir has ${coalitionEssay.prompts.length} (${coalitionEssay.lengthNote}): ${coalitionEssay.prompts.map((prompt) => prompt.theme.toLowerCase()).join('; ')}. Both end with a topic of your choice, so pick the story you can tell best, then the prompt it fits. Your essays page lists every prompt word for word and starts an essay from the one you choose.`,
		links: [
			{ title: 'Your essays', href: '/a/{account}/applications?tab=applications&subtab=essays' },
			{ title: 'Common App guide', href: '/common-app' },
			{ title: 'Coalition Application guide', href: '/coalition' },
		],
		topic: 'essays',
	},
	{
		id: 'supplemental-essays',
		question: 'How do I write a “Why us?” supplemental essay?',
		keywords: ['supplement', 'supplemental essay', 'why us', 'why this college', 'why major', 'community essay', 'short answer', 'college specific essay'],
		answer:
			"A good “why us” answer names specific programs, classes, research, traditions or student groups and ties each one to something you have actually done or want to do. If you could swap in another college's name and it still works, it is too general. Gather every prompt and word limit in one place early, since many supplements fall into a few types you can adapt. Before you submit, check that you haven't left another college's name in a reused answer.",
		links: [
			{ title: 'Your essays', href: '/a/{account}/applications?tab=applications&subtab=essays' },
			{ title: 'Supplemental essay types', href: '/resources/essays' },
		],
		topic: 'essays',
	},

	// Activities and honors.
	{
		id: 'activities-list',
		question: 'How do I write my activities list?',
		keywords: ['activities list', 'extracurriculars', 'activities', '150 characters', '10 activities', 'job', 'family responsibilities', 'volunteering', 'description', 'resume'],
		answer:
			'You get up to 10 activities, each with a 150-character description, hours per week and weeks per year. Jobs, caring for family and personal projects count as much as clubs. Put the ones that matter most to you first, start each description with a strong verb, and use numbers you actually know (hours, people, money raised) instead of adjectives.',
		links: [
			{ title: 'Your activities and honors', href: '/a/{account}/profile' },
			{ title: 'Writing about leadership in 150 characters', href: '/resources/leadership-guide' },
			{ title: 'Activity finder', href: '/resources/activity-finder' },
		],
		topic: 'activities',
	},
	{
		id: 'honors-section',
		question: 'What goes in the honors section?',
		keywords: ['honors', 'awards', 'honor roll', 'national merit', 'ap scholar', 'recognition', 'five honors', 'level of recognition'],
		answer:
			'The Common App has room for up to five honors from 9th grade on, each with the grade levels you earned it in and its level: school, state or regional, national or international. Name each award plainly so a reader knows what it is. Academic awards, contest results and recognition like Commended or Semifinalist status count; if you have none to list, that is fine and common.',
		links: [
			{ title: 'Your activities and honors', href: '/a/{account}/profile' },
			{ title: 'Common App essentials', href: '/resources/common-app' },
		],
		topic: 'activities',
	},

	// Recommendations.
	{
		id: 'recommendations-who-when',
		question: 'Who should I ask for recommendation letters, and when?',
		keywords: ['recommendation', 'letter of recommendation', 'rec letter', 'teacher recommendation', 'counselor letter', 'who to ask', 'when to ask', 'recommenders', 'how many letters'],
		answer:
			'Most colleges that want letters ask for one or two teachers plus your counselor; some want none. Choose two teachers from core subjects, usually from junior year, who know how you think, not just who gave you an A. Ask in person at the end of junior year, or in the first weeks of senior year at the latest, and give each at least four weeks before your earliest deadline.',
		links: [
			{ title: 'Your recommendations', href: '/a/{account}/applications?tab=applications&subtab=recommendations' },
			{ title: 'Recommendation letters: who, when and how', href: '/blog/recommendation-letters-when-and-how' },
			{ title: 'Rec letter tracker', href: '/resources/rec-letter-tracker' },
		],
		topic: 'recommendations',
	},
	{
		id: 'brag-sheet-ferpa-thanks',
		question: 'What do I give my recommenders, and should I waive FERPA?',
		keywords: ['brag sheet', 'ferpa', 'ferpa waiver', 'waive right', 'invite recommenders', 'thank you note', 'reminder', 'recommender questionnaire'],
		answer:
			'Give each recommender a one-page brag sheet: your colleges and deadlines, two or three specific moments from their class, your interests and your activities list. In the Common App, complete the FERPA release before you can invite anyone; most counselors recommend waiving your right to see letters, and the choice is final. Send a polite check-in a week before your soft deadline, then a handwritten thank-you note, and tell them in spring where you are going.',
		links: [
			{ title: 'Your recommendations', href: '/a/{account}/applications?tab=applications&subtab=recommendations' },
			{ title: 'Recommendation letters: who, when and how', href: '/blog/recommendation-letters-when-and-how' },
		],
		topic: 'recommendations',
	},

	// Testing.
	{
		id: 'test-optional-submit',
		question: 'Should I submit my test scores to test-optional colleges?',
		keywords: ['test optional', 'test-optional', 'submit scores', 'test blind', 'test required', 'sat', 'act', 'middle 50%', 'score range', 'should i send scores'],
		answer:
			"Compare your score with the college's middle 50% of admitted students: at or above the midpoint, usually submit; below the 25th percentile, usually don't; in between is a judgment call. Remember that test-optional ranges run high, and some colleges use scores for merit scholarships or placement. Policies keep changing, and some colleges require scores again, so check each college's admissions site for this year.",
		links: [
			{ title: 'Your test plan', href: '/a/{account}/tests' },
			{ title: 'SAT, ACT or test-optional?', href: '/blog/sat-act-test-optional-strategy' },
		],
		topic: 'tests',
	},
	{
		id: 'sat-vs-act-superscore',
		question: 'Should I take the SAT or the ACT, and what is superscoring?',
		keywords: ['sat vs act', 'sat or act', 'which test', 'concordance', 'superscore', 'superscoring', 'retake', 'how many times', 'digital sat', 'act science'],
		answer:
			"Colleges that consider scores accept both and don't prefer either, so take one full timed practice test of each, compare them with the official concordance, and commit to the one where you do better. Superscoring means a college combines your best section scores from different test dates; many colleges superscore the SAT and a growing number the ACT, but check each policy. Most students need no more than two or three attempts.",
		links: [
			{ title: 'SAT ↔ ACT score calculator', href: '/resources/score-calculator' },
			{ title: 'Test prep timeline', href: '/resources/test-prep-timeline' },
			{ title: 'Your test plan', href: '/a/{account}/tests' },
		],
		topic: 'tests',
	},
	{
		id: 'psat-national-merit',
		question: 'Does the PSAT matter? How does National Merit work?',
		keywords: ['psat', 'psat/nmsqt', 'nmsqt', 'national merit', 'selection index', 'semifinalist', 'commended', 'finalist', 'cutoff', 'psat 10'],
		answer:
			"For most students the PSAT is low-stakes SAT practice. Only the PSAT/NMSQT taken in October of junior year usually counts for National Merit, which uses a Selection Index (twice Reading and Writing plus Math, divided by 10) against a cutoff that differs by state and changes each year. Results come nearly a year later, in September of senior year. Targeted prep mainly makes sense if a practice score is already near your state's recent cutoffs.",
		links: [
			{ title: 'PSAT and National Merit, explained', href: '/blog/psat-national-merit-explained' },
			{ title: 'PSAT prep guide', href: '/resources/psat-prep' },
		],
		topic: 'tests',
	},
	{
		id: 'ap-exams',
		question: 'How do AP exams and AP credit work?',
		keywords: ['ap', 'ap exam', 'advanced placement', 'ap scores', 'ap credit', 'college credit', 'ap registration', 'may exams', 'placement'],
		answer:
			'AP exams are given in the first two weeks of May and scored 1 to 5, with scores usually released in early July. You register through your school, often by a November deadline, and fee reductions exist for students with financial need. Each college sets its own credit rules: some give credit for a 3, some want a 4 or 5, and some use AP only for placement, so check the college you will attend.',
		links: [
			{ title: 'AP courses and exams guide', href: '/resources/ap-guide' },
			{ title: 'Your test plan', href: '/a/{account}/tests' },
		],
		topic: 'tests',
	},

	// Deadlines and decisions.
	{
		id: 'what-to-do-this-week',
		question: 'What should I be doing this week?',
		keywords: ['this week', 'what next', 'to do', 'todo', 'next step', 'deadlines', 'upcoming', 'overdue', 'priorities', 'where do i start'],
		answer:
			'Open your tasks: they are grouped by when they are due, with anything overdue at the top. Pick two or three tasks for this week, starting with the earliest deadline, and give each a real time slot. Remember that scholarship, honors and financial aid priority dates are often earlier than the application deadline, so treat the earliest date as the real one.',
		links: [
			{ title: 'Your tasks', href: '/a/{account}/tasks' },
			{ title: 'Deadlines calendar', href: '/resources/deadlines-calendar' },
			{ title: 'Senior-year timeline', href: '/blog/senior-year-application-timeline' },
		],
		topic: 'deadlines',
	},
	{
		id: 'late-start-senior',
		question: "I'm a senior and haven't started. Is it too late?",
		keywords: ['late start', 'behind', 'havent started', 'last minute', 'too late', 'senior emergency', 'catch up', 'rolling admission', 'panic', 'running out of time'],
		answer:
			"It's not too late, and plenty of students start in the fall. This week:\n- Email your counselor for a short meeting and ask about your school's internal deadlines.\n- Ask two teachers for recommendations.\n- Create StudentAid.gov accounts for you and a parent.\n- List five to eight colleges, including a couple with rolling admission or later deadlines, and block time for one personal essay.",
		links: [
			{ title: 'Senior emergency plan', href: '/landing/senior-emergency' },
			{ title: "A late-start senior's plan", href: '/blog/late-start-senior-plan' },
			{ title: 'Build a dated timeline', href: '/tools/timeline-builder' },
		],
		topic: 'deadlines',
	},
	{
		id: 'deferral-waitlist-loci',
		question: 'I was deferred or waitlisted. What should I do?',
		keywords: ['deferred', 'deferral', 'waitlist', 'waitlisted', 'wait list', 'letter of continued interest', 'loci', 'update letter', 'still interested'],
		answer:
			"A deferral moves you to the Regular Decision round; a waitlist means the college may have room later. Follow each college's instructions: accept a waitlist spot in the portal if you want it, and if the college invites updates, send a short letter of continued interest with new grades or achievements, saying you would attend only if that is true. Keep your other applications moving, and put down a deposit somewhere else by May 1 so you are safe either way.",
		links: [
			{ title: 'Backup plans: waitlists and deferrals', href: '/resources/backup-plans' },
			{ title: 'Your applications', href: '/a/{account}/applications' },
		],
		topic: 'applications',
	},
	{
		id: 'decision-day-deposit',
		question: 'When do I have to decide, and how do deposits work?',
		keywords: ['may 1', 'decision day', 'national reply date', 'enrollment deposit', 'deposit', 'commit', 'choose a college', 'double deposit', 'decline offers', 'summer melt'],
		answer:
			"May 1 is the common national reply date for most colleges (Early Decision admits have their own earlier date). Pay an enrollment deposit at one college only, since depositing at more than one goes against most colleges' policies, then decline your other offers in their portals so your spot goes to someone else. If an aid question is still open, ask the college before May 1. After that, watch your new college email weekly for housing, orientation and final transcript deadlines.",
		links: [
			{ title: 'College decision matrix', href: '/resources/decision-matrix' },
			{ title: 'Compare your aid offers', href: '/a/{account}/financial-aid?tab=offers' },
			{ title: 'Senior-year timeline', href: '/blog/senior-year-application-timeline' },
		],
		topic: 'deadlines',
	},

	// Planning, family and wellbeing.
	{
		id: 'adhd-executive-function',
		question: 'How can a student with ADHD keep up with all of this?',
		keywords: ['adhd', 'executive function', 'procrastination', 'overwhelmed', 'cant start', 'focus', 'organization', 'time blindness', 'micro tasks', 'body doubling', 'accommodations', '504', 'iep'],
		answer:
			'Make every task small and visible. Break big jobs into 10-to-20-minute steps that start with a verb (“open the essay doc and write three sentences”), keep every deadline in one calendar with reminders, and work in short timed sessions, with someone nearby if that helps. A short weekly check-in beats daily reminders. If you use accommodations at school, request them for the SAT, ACT or AP exams well ahead, because approval takes weeks.',
		links: [
			{ title: 'ADHD-friendly college planning', href: '/blog/adhd-college-planning-guide' },
			{ title: 'The 25-minute Sunday reset', href: '/blog/weekly-planning-session' },
			{ title: 'Your tasks, in small steps', href: '/a/{account}/tasks' },
		],
		topic: 'planning',
	},
	{
		id: 'parent-role',
		question: 'As a parent, how much should I be doing?',
		keywords: ['parent', 'parents role', 'nagging', 'helicopter', 'take over', 'support', 'family', 'weekly check-in', 'who does what', 'mom', 'dad', 'guardian'],
		answer:
			"Support, don't take over: the application, the essays and the emails to colleges need to be your student's own. Parents usually own the money side (the parent parts of the FAFSA and CSS Profile, tax records, fees) and share the list, the budget and the final decision. Many families find one scheduled 20-minute check-in a week, with college talk mostly off the table the rest of the time, works far better than daily reminders. Read essays only when invited, and ask questions rather than rewriting.",
		links: [
			{ title: 'The parent weekly check-in', href: '/blog/parent-weekly-check-in' },
			{ title: 'Shared tasks', href: '/a/{account}/tasks' },
		],
		topic: 'planning',
	},
	{
		id: 'stress-wellbeing',
		question: "I'm really stressed about college applications. What can I do?",
		keywords: ['stress', 'stressed', 'anxiety', 'anxious', 'burnout', 'overwhelmed', 'sleep', 'mental health', 'rejection', 'crisis', '988', 'worried', 'sad'],
		answer:
			"That is a normal reaction to a big, drawn-out process, and it's okay to slow down. Protect your sleep, do one small task at a time, and remember that there is more than one college where you can thrive. Talk to someone you trust, such as a parent or your school counselor. If you are in crisis or thinking about hurting yourself, call or text 988 (the Suicide & Crisis Lifeline in the US) any time; in an emergency, call 911.",
		links: [
			{ title: 'The 25-minute Sunday reset', href: '/blog/weekly-planning-session' },
			{ title: 'Backup plans and other paths', href: '/resources/backup-plans' },
		],
		topic: 'wellbeing',
	},
]
