import { planTypeLabels } from '#app/features/colleges/college-list'
import { daysBetween, formatDay } from '#app/features/plan/dates'
import { formatMoney } from '#app/lib/format'
import type { AssistantFacts } from './facts.server'
import { type KnowledgeDoc, retrieve } from './knowledge'

// The built-in assistant: no language model, no key. It reads the question
// for what it is about, answers from the student's own plan (the facts this
// member may see) and from our guides (retrieval over curated answers, pages
// and posts), and says plainly that it is a guide, not an AI model. Pure, so
// every answer is tested from seeded facts.

export interface BuiltInAnswer {
	text: string
	sources: Array<{ title: string; href: string }>
}

type Topic = 'essay-writing' | 'wellbeing' | 'deadlines' | 'college-list' | 'applications' | 'tests' | 'aid' | 'scholarships' | 'recommendations'

const topicPatterns: Array<[Topic, RegExp]> = [
	['wellbeing', /\b(stress|stressed|anxious|anxiety|overwhelm|panic|depress|suicid|hopeless|can'?t cope|burn(ed|t)? out)/i],
	// Asking us to write it, not asking how to write it.
	['essay-writing', /\b(?:can|could|would|will) you\b[^?]*\b(?:write|draft|rewrite|compose)\b|^\s*(?:please\s+)?(?:write|draft|rewrite|compose)\b|\b(?:essay|statement|supplement)s?\b[^?]*\bfor me\b/i],
	['scholarships', /scholarship/i],
	['recommendations', /\b(recommend|rec letter|letters? of rec|teacher letter|counselor letter)/i],
	['aid', /\b(fafsa|css profile|css|financial aid|aid offer|offer|net price|loan|afford|tuition|cost|grant|fsa id)/i],
	['tests', /\b(sat|act|psat|test|score|superscore|ap exam)s?\b/i],
	['college-list', /\b(reach|safety|safeties|target|balance|my list|college list|how many colleges|which colleges)/i],
	['applications', /\b(missing|application|submit|common app|coalition|early decision|early action)/i],
	['deadlines', /\b(deadline|due|when|this week|next|upcoming|late|behind|overdue|what should i do)/i],
]

export function questionTopics(question: string): Topic[] {
	return topicPatterns.filter(([, pattern]) => pattern.test(question)).map(([topic]) => topic)
}

// The named things a question can be about. A curated answer is about the
// subjects its own question names, so "when does the FAFSA open" is answered
// from the FAFSA answers and never from the CSS Profile's, and a plan task is
// about the subjects its title names.
type Subject = 'fafsa' | 'css-profile' | 'early-decision' | 'early-action' | 'regular-decision' | 'common-app' | 'coalition' | 'essays' | 'prompts' | 'recommendations' | 'tests' | 'scholarships'

const subjectPatterns: Array<[Subject, RegExp, string]> = [
	['fafsa', /\bfafsa\b|\bfsa id\b|studentaid\.gov/i, 'FAFSA'],
	['css-profile', /\bcss\b/i, 'CSS Profile'],
	// The abbreviations only in capitals: "ed" and "rd" are parts of words.
	['early-decision', /\b[Ee]arly [Dd]ecision\b|\bED(?: ?II| ?2)?\b/, 'Early Decision'],
	['early-action', /\b(?:[Rr]estrictive )?[Ee]arly [Aa]ction\b|\b(?:R|SC)?EA\b/, 'Early Action'],
	['regular-decision', /\b[Rr]egular [Dd]ecision\b|\bRD\b/, 'Regular Decision'],
	['common-app', /\bcommon app(?:lication)?\b/i, 'Common App'],
	['coalition', /\bcoalition\b|\bscoir\b/i, 'Coalition'],
	['essays', /\bessays?\b|personal statement|\bsupplement(?:s|al)?\b/i, 'essay'],
	['prompts', /\bprompts?\b/i, 'prompts'],
	['recommendations', /recommend|\brec letters?\b|letters? of rec|\bferpa\b|brag sheet|recommenders?/i, 'recommendation'],
	['tests', /\b(?:sat|act|psat|nmsqt|ap exams?|tests?|testing|scores?|superscor\w*)\b/i, 'test'],
	['scholarships', /scholarship/i, 'scholarship'],
]

export function questionSubjects(text: string): Subject[] {
	return subjectPatterns.filter(([, pattern]) => pattern.test(text)).map(([subject]) => subject)
}

// A compound question is several questions: "when does the FAFSA open and
// what do we need for it?" asks two. It is split where a new question word
// starts, and a part that names no subject ("what do we need for it") takes
// the subjects of the part before it.
const questionStart = '(?:what|what\'s|when|where|who|whom|which|why|how|do|does|did|is|are|can|could|should|would|will|must)\\b'
const clauseBreak = new RegExp(`[?!;]+|\\.(?:\\s|$)|,?\\s+(?:and|also|plus|then)\\s+(?=${questionStart})|,\\s+(?=${questionStart})`, 'i')

export interface QuestionClause {
	text: string
	subjects: Subject[]
}

export function questionClauses(question: string): QuestionClause[] {
	const clauses: QuestionClause[] = []
	for (const piece of question.split(clauseBreak)) {
		const text = piece?.trim()
		if (!text || !/[\p{L}\p{N}]/u.test(text)) continue
		const own = questionSubjects(text)
		const previous = clauses.at(-1)
		if (own.length || !previous) clauses.push({ text, subjects: own })
		else clauses.push({ text: `${text} ${previous.subjects.map(subjectLabel).join(' ')}`, subjects: previous.subjects })
	}
	return clauses
}

const subjectLabel = (subject: Subject) => subjectPatterns.find(([name]) => name === subject)![2]

type CuratedDoc = KnowledgeDoc & { answer: NonNullable<KnowledgeDoc['answer']> }

/** The curated answers for a question: the best one for each part, about that part's subjects, never twice. */
export function curatedAnswers(question: string, { limit = 3 }: { limit?: number } = {}): CuratedDoc[] {
	const chosen: CuratedDoc[] = []
	for (const clause of questionClauses(question)) {
		const found = retrieve(clause.text, { limit: 12, kinds: ['answer'] }).filter((doc): doc is CuratedDoc => Boolean(doc.answer))
		// How much of what the clause names an answer is about (its own question's subjects).
		const overlap = (doc: CuratedDoc) => (clause.subjects.length ? questionSubjects(doc.answer.question).filter((subject) => clause.subjects.includes(subject)).length / clause.subjects.length : 0)
		// About the clause's subjects where any answer is, ranked by the search's score weighed by how closely the subjects match.
		const about = clause.subjects.length ? found.filter((doc) => overlap(doc) > 0) : found
		// "When is…" is best answered by an answer to a "when" question, "what is…" by one that is not.
		const sameKind = (doc: CuratedDoc) => asksPlan.timing.test(doc.answer.question) === asksPlan.timing.test(clause.text)
		const ranked = (about.length ? about : found).map((doc) => ({ doc, weight: (doc.score ?? 0) * (1 + overlap(doc)) * (sameKind(doc) ? 1.5 : 1) })).sort((a, b) => b.weight - a.weight)
		const best = ranked.find(({ doc }) => !chosen.some((item) => item.id === doc.id))
		if (best) chosen.push(best.doc)
		// "The FAFSA and the CSS Profile" in one part: a subject the best answer is not about gets
		// its own, the answer that is most about that subject by itself — for a "what is" or
		// "difference" question, the one that says what it is.
		const covered = new Set(best ? questionSubjects(best.doc.answer.question) : [])
		const definition = (text: string) => /^(?:what(?:'s|’s| is| are)|which is)\b/i.test(text.trim())
		const wantsDefinition = definition(clause.text) || /\bdifference\b/i.test(clause.text)
		for (const subject of clause.subjects.filter((item) => !covered.has(item))) {
			const next = retrieve(subjectLabel(subject), { limit: 12, kinds: ['answer'] })
				.filter((doc): doc is CuratedDoc => Boolean(doc.answer) && !chosen.some((item) => item.id === doc.id) && questionSubjects(doc.answer!.question).includes(subject))
				.sort((a, b) => (wantsDefinition ? Number(definition(b.answer.question)) - Number(definition(a.answer.question)) : 0))[0]
			if (next) {
				chosen.push(next)
				for (const item of questionSubjects(next.answer.question)) covered.add(item)
			}
		}
		if (chosen.length >= limit) break
	}
	return chosen.slice(0, limit)
}

// What a question asks of the student's own plan. Plan facts answer only the
// question that asks for them: a question about essay length gets no
// application list, and "when does the FAFSA open" gets no task list.
const asksPlan = {
	/** The week's work: what is due, next, overdue. */
	timeline: /\b(?:this (?:week|month|weekend)|next (?:week|month)|overdue|behind|what should (?:i|we) (?:do|work on)|what(?:'s|’s| is) next|to-?do|(?:my|our) (?:tasks|plan|deadlines|week))\b/i,
	/** Soon, without saying what: the plan's next tasks, or a named subject's. */
	soon: /\b(?:upcoming|coming up|next|soon|late)\b/i,
	/** Timing of a named subject: "when is the CSS Profile due". */
	timing: /\b(?:when|due|deadlines?|dates?|by when|how long do (?:i|we) have)\b/i,
	applications: /\b(?:missing|still (?:need|to|missing)|left to|what(?:'s|’s| is) left|submitted|status|(?:my|our|her|his|which|the) (?:college )?applications|applications? (?:still|left|to submit))\b/i,
	collegeList: /\b(?:my|our|her|his)\b[^?.]*\b(?:list|colleges)\b|\bbalanced?\b|\b(?:reach|reaches|safety|safeties|target|targets)\b/i,
	testScores: /\b(?:my|our|her|his|best)\b[^?.]*\b(?:scores?|superscore)\b/i,
	testDates: /\b(?:upcoming|next|registered|scheduled|coming up)\b|\b(?:when|dates?)\b[^?.]*\b(?:my|our|her|his)\b|\b(?:my|our|her|his)\b[^?.]*\b(?:when|dates?)\b/i,
	offers: /\b(?:offers?|award letters?|packages?|net price|compare|cheapest|afford)\b/i,
	scholarships: /\b(?:my|our)\b[^?.]*\bscholarships?\b|\bscholarships?\b[^?.]*\b(?:deadlines?|due|when|upcoming|coming up|next|applying|tracking)\b|\b(?:deadlines?|due|upcoming|coming up)\b[^?.]*\bscholarships?\b/i,
}

const day = (iso: string) => formatDay(iso, { month: 'short', day: 'numeric' })
const when = (today: string, iso: string) => {
	const days = daysBetween(today, iso)
	return days < 0 ? `${day(iso)}, ${-days} ${days === -1 ? 'day' : 'days'} ago` : days === 0 ? 'today' : days === 1 ? 'tomorrow' : `${day(iso)} (in ${days} days)`
}

const notShared = (what: string) => `I can’t see ${what} for this student — it hasn’t been shared with you. The account owner can share it in Settings → Family and sharing.`

export function composeBuiltInAnswer(question: string, facts: AssistantFacts | null): BuiltInAnswer {
	const topics = questionTopics(question)
	const parts: string[] = []
	const sources: BuiltInAnswer['sources'] = []
	const link = (title: string, href: string) => {
		const resolved = href.includes('{account}') ? (facts ? href.replaceAll('{account}', facts.accountId) : null) : href
		if (resolved && !sources.some((source) => source.href === resolved)) sources.push({ title, href: resolved })
	}
	const workspace = (path: string) => `/a/{account}/${path}`

	if (topics.includes('wellbeing')) {
		parts.push(
			'That sounds like a lot to carry. College applications feel huge, but they are a series of small steps, and nothing has to be solved tonight. Sleep, food and one trusted person to talk to come first — a parent, a teacher, your school counselor.',
			'If you ever feel unsafe or like you can’t go on, call or text 988 (the Suicide & Crisis Lifeline, in the US) right now, any time.',
		)
	}
	if (topics.includes('essay-writing')) {
		parts.push(
			'I won’t write the essay for you — colleges want your voice, and an essay someone else wrote can cost you the application. I can coach you through it:',
			'- Brainstorm: list five moments when you changed your mind, fixed something, or cared a lot.\n- Pick the one only you could tell, and start in the middle of the scene.\n- Write a messy draft without counting words, then cut to the limit (650 for the Common App).\n- Read it aloud: if it sounds like you talking to a friend, you are close.',
		)
		link('Your essays', workspace('applications?tab=applications&subtab=essays'))
	}

	// Guides: the best curated answer for each part of the question, then pages and posts.
	const curated = topics.includes('essay-writing') ? [] : curatedAnswers(question)
	if (facts) personalParts(question, topics, curated.length > 0, facts, parts, link, workspace)
	for (const doc of curated) {
		parts.push(doc.answer.answer)
		for (const item of doc.answer.links) link(item.title, item.href)
	}
	for (const doc of retrieve(question, { limit: 3, kinds: ['page', 'post'] }).slice(0, 2)) link(doc.title, doc.href)

	if (parts.length === 0) {
		parts.push(
			facts
				? `I didn’t find a direct answer to that. I can tell you what is due next, how ${facts.studentName}’s college list is balanced, what each application still needs, test dates, and aid and scholarship deadlines — or point you to a guide.`
				: 'I didn’t find a direct answer to that in our guides. Try asking about deadlines, the FAFSA, Early Decision, the Common App or building a college list — or sign in so I can answer from your own plan.',
		)
		link('Resource guides', '/resources')
	}
	return { text: parts.join('\n\n'), sources: sources.slice(0, 5) }
}

function personalParts(
	question: string,
	topics: Topic[],
	answered: boolean,
	facts: AssistantFacts,
	parts: string[],
	link: (title: string, href: string) => void,
	workspace: (path: string) => string,
) {
	const { today } = facts
	const wants = (topic: Topic) => topics.includes(topic)
	// Each part of a compound question asks its own thing of the plan.
	const clauses = questionClauses(question)
	const inClause = (test: (clause: QuestionClause) => boolean) => clauses.some(test)
	const timed = (clause: QuestionClause) => asksPlan.timing.test(clause.text) || asksPlan.soon.test(clause.text)
	// The plan is the answer to "what is due", to a question about nothing we
	// have a guide for, and — only for its own subjects — to "when is X".
	const general =
		inClause((clause) => asksPlan.timeline.test(clause.text) || (clause.subjects.length === 0 && timed(clause))) ||
		(topics.length === 0 && clauses.every((clause) => clause.subjects.length === 0) && !answered)
	const subjects = general ? [] : [...new Set(clauses.filter((clause) => clause.subjects.length && timed(clause)).flatMap((clause) => clause.subjects))]
	const aboutSubjects = subjects.length > 0
	const clauseTopic = (clause: QuestionClause, topic: Topic) => questionTopics(clause.text).includes(topic)

	if (general) {
		if (!facts.tasks) parts.push(notShared('the plan’s tasks'))
		else if (facts.tasks.length === 0) parts.push('Nothing in the plan is due in the next 30 days. A good moment to get ahead on the next step.')
		else {
			const overdue = facts.tasks.filter((task) => task.dueDate < today)
			const soon = facts.tasks.filter((task) => task.dueDate >= today).slice(0, 5)
			const lines = [...overdue.slice(0, 3), ...soon].map((task) => `- ${task.title} — ${when(today, task.dueDate)}`)
			parts.push(`${overdue.length ? `${overdue.length} ${overdue.length === 1 ? 'task is' : 'tasks are'} past due. ` : ''}What’s due next for ${facts.studentName}:\n${lines.join('\n')}`)
			link('Tasks and deadlines', workspace('tasks'))
		}
	} else if (aboutSubjects && facts.tasks) {
		const matching = facts.tasks.filter((task) => questionSubjects(task.title).some((subject) => subjects.includes(subject)))
		if (matching.length) {
			parts.push(`In ${facts.studentName}’s plan:\n${matching.slice(0, 4).map((task) => `- ${task.title} — ${when(today, task.dueDate)}`).join('\n')}`)
			link('Tasks and deadlines', workspace('tasks'))
		}
	}
	if (inClause((clause) => clauseTopic(clause, 'college-list') && asksPlan.collegeList.test(clause.text))) {
		if (!facts.colleges) parts.push(notShared('the college list'))
		else if (facts.colleges.length === 0) parts.push(`${facts.studentName}’s college list is empty. Start with 8 to 12 colleges you would be glad to attend: a few reaches, more targets, and at least two safeties.`)
		else {
			const byFit = (fit: string) => facts.colleges!.filter((college) => college.fit === fit).map((college) => college.name)
			const groups = (['reach', 'target', 'safety'] as const).map((fit) => [fit, byFit(fit)] as const).filter(([, names]) => names.length)
			parts.push(`${(facts.balance ?? []).join(' ')}\n${groups.map(([fit, names]) => `- ${fit[0]!.toUpperCase()}${fit.slice(1)}: ${names.join(', ')}`).join('\n')}`)
			link('College list', workspace('colleges'))
		}
	}
	const asksApplications = asksPlan.applications.test(question)
	if (asksApplications || (general && facts.applications?.length)) {
		if (!facts.applications) {
			if (asksApplications) parts.push(notShared('the applications'))
		} else {
			const open = facts.applications.filter((application) => application.missing.length && application.missing.at(-1) === 'Submit')
			if (facts.bindingWarning) parts.push(facts.bindingWarning)
			if (open.length) {
				const lines = open.slice(0, 5).map((application) => {
					const plan = application.planType ? ` (${planTypeLabels[application.planType as keyof typeof planTypeLabels]})` : ''
					const deadline = application.deadline ? `due ${when(today, application.deadline)}` : 'no deadline saved'
					return `- ${application.name}${plan}, ${deadline}: still missing ${application.missing.filter((item) => item !== 'Submit').join(', ') || 'only the submit button'}`
				})
				parts.push(`Applications still to submit:\n${lines.join('\n')}`)
				link('Applications', workspace('applications?tab=applications'))
			} else if (asksApplications) {
				parts.push(facts.applications.length ? 'Every application on the list is submitted.' : 'No applications yet: each college you add to the list becomes one.')
			}
		}
	}
	const asksScores = inClause((clause) => clause.subjects.includes('tests') && asksPlan.testScores.test(clause.text))
	const asksTestDates = inClause((clause) => clause.subjects.includes('tests') && asksPlan.testDates.test(clause.text))
	if (asksScores || asksTestDates) {
		if (!facts.tests) parts.push(notShared('test dates and scores'))
		else {
			const { upcoming, satSuperscore, actSuperscore } = facts.tests
			const lines = upcoming.slice(0, 4).map((test) => `- ${test.label} on ${day(test.date)}${test.status === 'planned' && test.registrationDeadline ? ` — register by ${when(today, test.registrationDeadline)}` : ` (${test.status})`}`)
			const scores = [satSuperscore ? `SAT superscore ${satSuperscore}` : null, actSuperscore ? `ACT superscore ${actSuperscore}` : null].filter(Boolean).join(', ')
			const said = [
				asksTestDates ? (lines.length ? `Upcoming tests:\n${lines.join('\n')}` : 'No upcoming tests are planned.') : null,
				asksScores ? (scores ? `Best scores so far: ${scores}.` : 'No scores are saved yet.') : null,
			].filter(Boolean)
			parts.push(said.join('\n'))
			link('Tests', workspace('tests'))
		}
	}
	if (inClause((clause) => clauseTopic(clause, 'aid') && asksPlan.offers.test(clause.text))) {
		if (!facts.offers) parts.push(notShared('financial aid'))
		else if (facts.offers.length) {
			const sorted = [...facts.offers].sort((a, b) => a.netPriceCents - b.netPriceCents)
			const lines = sorted.map((offer) => `- ${offer.college}: net price ${formatMoney(offer.netPriceCents / 100)} a year${offer.loansCents ? `, of which the letter offers ${formatMoney(offer.loansCents / 100)} as loans` : ''}`)
			parts.push(`Your aid offers, lowest net price first:\n${lines.join('\n')}`)
			link('Compare aid offers', workspace('financial-aid?tab=offers'))
		}
	}
	if (inClause((clause) => clause.subjects.includes('scholarships') && asksPlan.scholarships.test(clause.text))) {
		if (!facts.scholarships) parts.push(notShared('scholarships'))
		else {
			const open = facts.scholarships.filter((item) => (item.status === 'researching' || item.status === 'applying') && item.deadline && item.deadline >= today)
			parts.push(
				open.length
					? `Scholarship deadlines ahead:\n${open.slice(0, 5).map((item) => `- ${item.name}${item.amountCents ? ` (${formatMoney(item.amountCents / 100)})` : ''} — ${when(today, item.deadline!)}`).join('\n')}`
					: 'No scholarship deadlines are coming up in your list. Local scholarships (your school, employers, community groups) are the best place to look next.',
			)
			link('Scholarships', workspace('financial-aid?tab=scholarships'))
		}
	}
}
