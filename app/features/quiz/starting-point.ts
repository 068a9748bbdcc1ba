// "Where are you in the college process?" (/quiz): the questions, the
// parsing of a GET submission and the rule that picks a starting point.
// Pure: no I/O, so the page works without JavaScript and the rule is tested
// with plain inputs. The rule is a short list of checks in order of urgency,
// not a weighted score, so a family can see why it got its answer.

export const quizQuestions = [
	{
		id: 'grade',
		question: 'What grade is the student in this school year?',
		options: [
			{ value: '9th', label: '9th grade' },
			{ value: '10th', label: '10th grade' },
			{ value: '11th', label: '11th grade' },
			{ value: '12th', label: '12th grade' },
		],
	},
	{
		id: 'list',
		question: 'Is there a college list yet?',
		options: [
			{ value: 'none', label: 'Not yet' },
			{ value: 'ideas', label: 'A few names we have talked about' },
			{ value: 'draft', label: 'A written list, not sorted yet' },
			{ value: 'balanced', label: 'A list sorted into reach, target and safety schools' },
		],
	},
	{
		id: 'testing',
		question: 'Where are you with the SAT or ACT?',
		options: [
			{ value: 'not-started', label: "We haven't thought about it yet" },
			{ value: 'planning', label: 'Planning a PSAT, SAT or ACT date' },
			{ value: 'taken', label: 'Taken at least once, may take it again' },
			{ value: 'done', label: 'Done, or applying test-optional' },
		],
	},
	{
		id: 'essay',
		question: 'Where is the personal essay?',
		options: [
			{ value: 'not-started', label: 'Not started' },
			{ value: 'brainstorming', label: 'Brainstorming topics' },
			{ value: 'drafting', label: 'Drafting or revising' },
			{ value: 'final', label: 'Final, or nearly final' },
		],
	},
	{
		id: 'aid',
		question: 'Where are you with financial aid?',
		options: [
			{ value: 'not-started', label: "We haven't looked into it" },
			{ value: 'learning', label: 'We know about the FAFSA and CSS Profile, nothing filed' },
			{ value: 'in-progress', label: 'FAFSA or CSS Profile started' },
			{ value: 'submitted', label: 'Submitted everything our colleges ask for' },
		],
	},
	{
		id: 'worry',
		question: 'What worries you most right now?',
		options: [
			{ value: 'organized', label: 'Keeping track of everything' },
			{ value: 'choosing', label: 'Choosing the right colleges' },
			{ value: 'applying', label: 'Applications and essays' },
			{ value: 'paying', label: 'Paying for college' },
		],
	},
] as const

type Question = (typeof quizQuestions)[number]
export type QuestionId = Question['id']
export type QuizAnswers = { [Q in Question as Q['id']]: Q['options'][number]['value'] }

export type QuizParse =
	| { status: 'empty' }
	| { status: 'incomplete'; answers: Partial<QuizAnswers>; missing: QuestionId[] }
	| { status: 'complete'; answers: QuizAnswers }

/**
 * Reads answers from a GET submission. Nothing asked → empty (show the
 * questions); an unknown or missing answer → incomplete, naming the questions
 * to answer again (an unknown value counts as missing).
 */
export function parseQuizAnswers(params: URLSearchParams): QuizParse {
	if (!quizQuestions.some((question) => params.has(question.id))) return { status: 'empty' }
	const answers: Record<string, string> = {}
	const missing: QuestionId[] = []
	for (const question of quizQuestions) {
		const value = params.get(question.id)
		if (value && question.options.some((option) => option.value === value)) answers[question.id] = value
		else missing.push(question.id)
	}
	if (missing.length) return { status: 'incomplete', answers: answers as Partial<QuizAnswers>, missing }
	return { status: 'complete', answers: answers as QuizAnswers }
}

export function answerLabel(id: QuestionId, value: string): string {
	const question = quizQuestions.find((item) => item.id === id)
	return question?.options.find((option) => option.value === value)?.label ?? value
}

export type StartingPointId = 'foundations' | 'college-list' | 'testing' | 'applications' | 'financial-aid' | 'decisions'

export interface NextStep {
	text: string
	link?: { href: string; label: string }
}

export interface Recommendation {
	id: StartingPointId
	title: string
	summary: string
	/** Why this starting point, in terms of the answers given. */
	reasons: string[]
	steps: NextStep[]
}

export function recommendStartingPoint(answers: QuizAnswers): Recommendation {
	const { grade, list, testing, essay, aid, worry } = answers
	const noList = list === 'none' || list === 'ideas'

	if (grade === '9th' || grade === '10th') return foundations(answers)

	if (grade === '11th') {
		if (noList) return collegeList(answers, 'You are in 11th grade without a written list yet: junior year is when the list takes shape.')
		if (testing === 'not-started')
			return testingPlan('Testing has not started, and junior year is when many students take the PSAT in the fall and a first SAT or ACT in the spring.')
		if (list === 'draft') return collegeList(answers, 'You have a list, but it is not yet sorted into reach, target and safety schools.')
		if (worry === 'paying' || aid === 'not-started')
			return financialAid(answers, 'Your list is in shape; the next big unknown is what each college would actually cost your family.')
		return applications(answers, 'Your list and testing are under way, so the summer before senior year is for essays.')
	}

	// 12th grade: the list comes first (nothing can be submitted without it),
	// then applications, then aid, then the decision.
	if (noList) return collegeList(answers, 'You are a senior without a written list, and early deadlines are typically November 1 or 15.')
	const essayOpen = essay !== 'final'
	const aidOpen = aid !== 'submitted'
	// A nearly finished essay can wait a week for a family whose worry is money and who has not begun aid.
	if (essayOpen && !(essay === 'drafting' && aid === 'not-started' && worry === 'paying'))
		return applications(answers, essayReason(essay))
	if (aidOpen) return financialAid(answers, aidReason(aid))
	return decisions()
}

function essayReason(essay: QuizAnswers['essay']): string {
	if (essay === 'not-started') return 'You are a senior and the personal essay has not been started.'
	if (essay === 'brainstorming') return 'You are a senior and the personal essay is still at the idea stage.'
	return 'You are a senior with an essay in progress: finishing it unlocks every application.'
}

function aidReason(aid: QuizAnswers['aid']): string {
	if (aid === 'in-progress') return 'Your aid forms are started but not submitted.'
	return 'Your applications are in shape, and the aid forms are not filed yet.'
}

function foundations({ grade, testing, worry }: QuizAnswers): Recommendation {
	const ninth = grade === '9th'
	const reasons = [
		ninth
			? 'You are in 9th grade: every grade from now on counts toward the GPA colleges see.'
			: 'You are in 10th grade: the habits, courses and activities you build now are what junior year stands on.',
	]
	if (worry === 'paying') reasons.push('Money is on your mind: it is not too early to see what colleges really cost.')
	const steps: NextStep[] = [
		{
			text: ninth
				? 'Read the 9th-grade guide together: what matters this year and what can wait.'
				: 'Read the 10th-grade guide together: what matters this year and what can wait.',
			link: { href: `/grades/${grade}`, label: `${ninth ? '9th' : '10th'}-grade guide` },
		},
		{
			text: 'Work out the current GPA with this year’s courses, so there is a baseline to build on.',
			link: { href: '/tools/gpa-calculator', label: 'GPA calculator' },
		},
		{
			text: 'Pick one or two activities to stay with and start a simple record of what the student does, hours and roles included: the Common App activities list asks for it in senior year.',
		},
		{
			text: ninth
				? 'Map next year’s course choices with the school counselor, with an eye on the classes colleges expect.'
				: testing === 'not-started'
					? 'Ask the school whether the student can take the PSAT this fall: it is practice, and it shows what to work on.'
					: 'Keep the test plan light this year: a practice test now, the real one in junior year.',
		},
	]
	if (worry === 'paying')
		steps.push({
			text: 'Try the cost calculator with a few colleges to see the gap between sticker price and what families pay.',
			link: { href: '/tools/cost-calculator', label: 'Cost calculator' },
		})
	return {
		id: 'foundations',
		title: ninth ? 'Start with your 9th-grade foundations' : 'Build on your 10th-grade foundations',
		summary:
			'The best preparation now is not applications: it is steady grades, a couple of activities that go somewhere, and a calm plan that adds a few small steps a week.',
		reasons,
		steps,
	}
}

function collegeList({ grade, worry }: QuizAnswers, reason: string): Recommendation {
	const senior = grade === '12th'
	const reasons = [reason]
	if (worry === 'choosing') reasons.push('Choosing colleges is what worries you most, so it is the right place to start.')
	return {
		id: 'college-list',
		title: 'Build your college list',
		summary: senior
			? 'Every application, essay and aid form hangs off the list, so settle it first: a short, balanced list beats a long one started late.'
			: 'A balanced list of reach, target and safety schools turns a vague hope into a plan, and tells you which tests, essays and deadlines apply.',
		reasons,
		steps: [
			{
				text: 'Take the college-match quiz to turn what the student wants (size, distance, programs, cost) into a first set of schools.',
				link: { href: '/tools/college-match', label: 'College-match quiz' },
			},
			{
				text: 'For each school, compare the student’s GPA and scores with the school’s typical admitted students, and sort it into reach, target or safety.',
			},
			{
				text: 'Make sure there are at least a couple of safety schools the student would be glad to attend and the family can afford.',
				link: { href: '/tools/cost-calculator', label: 'Cost calculator' },
			},
			senior
				? {
						text: 'Write down each school’s deadline (Early Action and Early Decision are typically November 1 or 15; Regular Decision typically January 1–15) and the application it takes: Common App, Coalition or the school’s own.',
					}
				: {
						text: 'Plan visits or virtual tours for the schools you know least, and note what the student liked after each one.',
						link: { href: '/grades/11th', label: '11th-grade guide' },
					},
		],
	}
}

function testingPlan(reason: string): Recommendation {
	return {
		id: 'testing',
		title: 'Set your testing plan',
		summary:
			'Decide whether the SAT or ACT is worth it for the colleges on the list, pick a date with time to retake, and make studying a small weekly habit.',
		reasons: [reason],
		steps: [
			{
				text: 'Check each college’s testing policy (required, optional or not considered): it decides how much testing matters.',
			},
			{ text: 'Take one practice SAT and one practice ACT, and keep going with the one that feels better.' },
			{ text: 'Choose a first test date in the spring and a backup date before senior-year deadlines.' },
			{
				text: 'Read the 11th-grade guide for what else belongs in junior year.',
				link: { href: '/grades/11th', label: '11th-grade guide' },
			},
		],
	}
}

function applications({ grade, testing }: QuizAnswers, reason: string): Recommendation {
	const senior = grade === '12th'
	const steps: NextStep[] = [
		{
			text: 'Pick one essay topic that shows how the student thinks, and write a rough draft: the Common App personal essay allows up to 650 words.',
		},
		{
			text: 'Start the Common App (it typically opens August 1) and fill in the sections that need no essay: profile, family, education, testing.',
			link: { href: '/common-app', label: 'Common App help' },
		},
		{
			text: 'Write the activities list: each activity gets a 150-character description, so lead with the role and the result.',
		},
		senior
			? {
					text: 'Ask two teachers and the school counselor for recommendations now, at least a few weeks before the first deadline.',
				}
			: {
					text: 'Before school ends, ask two junior-year teachers whether they would write a recommendation in the fall.',
				},
	]
	if (senior && (testing === 'not-started' || testing === 'planning'))
		steps.push({
			text: 'If a college on the list requires test scores, register for the next SAT or ACT date that reports before its deadline; if none does, applying test-optional is a real choice.',
		})
	return {
		id: 'applications',
		title: 'Focus on applications and essays',
		summary: senior
			? 'Put the personal essay and the application sections first: they are the work that takes longest and cannot be rushed in the last week.'
			: 'Use the summer before senior year to draft the personal essay and set up the Common App, so the fall is for polishing, not starting.',
		reasons: [reason],
		steps,
	}
}

function financialAid({ grade }: QuizAnswers, reason: string): Recommendation {
	const senior = grade === '12th'
	return {
		id: 'financial-aid',
		title: 'Tackle financial aid',
		summary: senior
			? 'The FAFSA typically opens around October 1 and the CSS Profile on October 1; colleges set their own aid deadlines, often near their application deadlines.'
			: 'Know what each college would cost your family before the list is final, so there are no surprises in the spring of senior year.',
		reasons: [reason],
		steps: [
			{
				text: 'Run each college’s net price estimate, or our cost calculator, to see a likely cost after grants rather than the sticker price.',
				link: { href: '/tools/cost-calculator', label: 'Cost calculator' },
			},
			{
				text: 'Create StudentAid.gov accounts for the student and a parent: the FAFSA needs both.',
			},
			{
				text: 'Check which colleges on the list also ask for the CSS Profile, and note each college’s own priority aid deadline.',
			},
			{
				text: senior
					? 'Gather last year’s tax returns and income records, then file the FAFSA and any CSS Profile before the earliest college’s deadline.'
					: 'Start a scholarship list with deadlines: many local awards are for seniors but announce their rules earlier.',
			},
		],
	}
}

function decisions(): Recommendation {
	return {
		id: 'decisions',
		title: 'Compare offers and get ready to decide',
		summary:
			'The hard part is done. Now compare admissions and aid offers side by side, so the decision by National College Decision Day (May 1) is about fit and cost, not guesswork.',
		reasons: ['Your list, essays and aid forms are all in: what is left is choosing well.'],
		steps: [
			{ text: 'Check every applicant portal for missing documents: a college can hold a decision for one missing form.' },
			{
				text: 'When aid offers arrive, compare the cost after grants and scholarships, not the total “aid” figure (loans are not discounts).',
				link: { href: '/tools/cost-calculator', label: 'Cost calculator' },
			},
			{ text: 'If an offer is lower than you expected, ask the college’s aid office about an appeal, with documents ready.' },
			{ text: 'Decide and pay the deposit by May 1, then tell the other colleges you will not attend.' },
		],
	}
}
