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
	['essay-writing', /\b(write|draft|rewrite|compose)\b.*\b(essay|statement|supplement)|\b(essay|statement)\b.*\bfor me\b/i],
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

	if (facts) personalParts(topics, facts, parts, link, workspace)

	// Guides: the best curated answer for the question, then pages and posts.
	const guides = retrieve(question, { limit: 4 })
	const curated = guides.find((doc): doc is KnowledgeDoc & { answer: NonNullable<KnowledgeDoc['answer']> } => doc.kind === 'answer' && Boolean(doc.answer))
	if (curated && !topics.includes('essay-writing')) {
		parts.push(curated.answer.answer)
		for (const item of curated.answer.links) link(item.title, item.href)
	}
	for (const doc of guides.filter((doc) => doc.kind !== 'answer').slice(0, 2)) link(doc.title, doc.href)

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

function personalParts(topics: Topic[], facts: AssistantFacts, parts: string[], link: (title: string, href: string) => void, workspace: (path: string) => string) {
	const { today } = facts
	const wants = (topic: Topic) => topics.includes(topic)
	const general = topics.length === 0 || wants('deadlines')

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
	}
	if (wants('college-list')) {
		if (!facts.colleges) parts.push(notShared('the college list'))
		else if (facts.colleges.length === 0) parts.push(`${facts.studentName}’s college list is empty. Start with 8 to 12 colleges you would be glad to attend: a few reaches, more targets, and at least two safeties.`)
		else {
			const byFit = (fit: string) => facts.colleges!.filter((college) => college.fit === fit).map((college) => college.name)
			const groups = (['reach', 'target', 'safety'] as const).map((fit) => [fit, byFit(fit)] as const).filter(([, names]) => names.length)
			parts.push(`${(facts.balance ?? []).join(' ')}\n${groups.map(([fit, names]) => `- ${fit[0]!.toUpperCase()}${fit.slice(1)}: ${names.join(', ')}`).join('\n')}`)
			link('College list', workspace('colleges'))
		}
	}
	if (wants('applications') || (general && facts.applications?.length)) {
		if (!facts.applications) {
			if (wants('applications')) parts.push(notShared('the applications'))
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
			} else if (wants('applications')) {
				parts.push(facts.applications.length ? 'Every application on the list is submitted.' : 'No applications yet: each college you add to the list becomes one.')
			}
		}
	}
	if (wants('tests')) {
		if (!facts.tests) parts.push(notShared('test dates and scores'))
		else {
			const { upcoming, satSuperscore, actSuperscore } = facts.tests
			const lines = upcoming.slice(0, 4).map((test) => `- ${test.label} on ${day(test.date)}${test.status === 'planned' && test.registrationDeadline ? ` — register by ${when(today, test.registrationDeadline)}` : ` (${test.status})`}`)
			const scores = [satSuperscore ? `SAT superscore ${satSuperscore}` : null, actSuperscore ? `ACT superscore ${actSuperscore}` : null].filter(Boolean).join(', ')
			parts.push([lines.length ? `Upcoming tests:\n${lines.join('\n')}` : 'No upcoming tests are planned.', scores ? `Best scores so far: ${scores}.` : null].filter(Boolean).join('\n'))
			link('Tests', workspace('tests'))
		}
	}
	if (wants('aid')) {
		if (!facts.offers) parts.push(notShared('financial aid'))
		else if (facts.offers.length) {
			const sorted = [...facts.offers].sort((a, b) => a.netPriceCents - b.netPriceCents)
			const lines = sorted.map((offer) => `- ${offer.college}: net price ${formatMoney(offer.netPriceCents / 100)} a year${offer.loansCents ? `, of which the letter offers ${formatMoney(offer.loansCents / 100)} as loans` : ''}`)
			parts.push(`Your aid offers, lowest net price first:\n${lines.join('\n')}`)
			link('Compare aid offers', workspace('financial-aid?tab=offers'))
		}
	}
	if (wants('scholarships')) {
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
