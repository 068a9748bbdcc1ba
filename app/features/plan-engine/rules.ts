import { isSubmitted } from '#app/features/applications/applications'
import { fitReason, type listStatuses, type planTypes } from '#app/features/colleges/college-list'
import type { CollegeScores, Fit, StudentScores } from '#app/features/colleges/fit'
import { addDays, daysBetween, formatDay, type IsoDay } from '#app/features/plan/dates'
import { testLabel, type TestType } from '#app/features/test-scores/tests'
import type { PlanCategory } from '../../../content/plan/types'

// The plan engine's rules, pure («Assistant»: "updates the plan continuously"):
// from a snapshot of the family's data they decide which tasks the engine
// keeps in the plan, which tasks move up, which risks to flag, and write the
// reason for each in plain words. `planEngine` turns that into the changes to
// make against the tasks and the log already there, so a second run with the
// same data changes nothing. An assistant model may rephrase a reason; it never
// decides a change.

export type ChangeKind = 'added' | 'removed' | 'reprioritized' | 'risk'

export interface SnapshotCollege {
	collegeId: string
	name: string
	status: (typeof listStatuses)[number]
	planType: (typeof planTypes)[number] | null
	fitOverride: Fit | null
	/** From its `applications` row, when there is one. */
	deadline: IsoDay | null
	aidPriorityDeadline: IsoDay | null
	cssProfileRequired: boolean
	scores: CollegeScores
	/** Recommendation letters asked of anyone for this college. */
	lettersRequested: number
}

export interface SnapshotTest {
	id: string
	test: TestType
	subject: string
	date: IsoDay
	registrationDeadline: IsoDay | null
	status: 'planned' | 'registered' | 'taken'
}

/** A top-level task (no steps): the engine's own, and the open ones it may reprioritise or count as deadlines. */
export interface SnapshotTask {
	id: string
	templateId: string | null
	title: string
	why: string | null
	dueDate: IsoDay | null
	priority: number
	status: 'open' | 'done' | 'skipped'
}

/** The engine's log, oldest first. */
export interface SnapshotChange {
	kind: ChangeKind
	ruleKey: string
	title: string
	undoneAt: number | null
}

export interface PlanSnapshot {
	accountId: string
	today: IsoDay
	student: StudentScores
	colleges: SnapshotCollege[]
	tests: SnapshotTest[]
	tasks: SnapshotTask[]
	log: SnapshotChange[]
}

/** A task the engine keeps in the plan while its rule holds. */
export interface EngineTask {
	/** `engine:{rule}:{subject}`: the log's rule key, and the task's linked key (templateId `linked:{key}`). */
	key: string
	title: string
	dueDate: IsoDay
	category: PlanCategory
	owner: 'student' | 'parent'
	link: string
	reason: string
	/** Worth adding now (its date is still ahead); a task already in the plan stays even when it is not. */
	addable: boolean
	/** What it asks for is done (a test registered): finish the task rather than add it. */
	done?: boolean
}

export interface Risk {
	key: string
	title: string
	reason: string
}

export interface Bump {
	key: string
	taskId: string
	title: string
	from: number
	reason: string
}

export interface DesiredPlan {
	tasks: EngineTask[]
	/** Subjects a rule looked at and turned down, with why: the reason a task of theirs leaves. */
	notNeeded: Map<string, string>
	bumps: Bump[]
	risks: Risk[]
}

export type EngineOp =
	| { type: 'add'; task: EngineTask }
	| { type: 'update'; taskId: string; task: EngineTask }
	| { type: 'complete'; taskId: string }
	| { type: 'remove'; taskId: string; key: string; title: string; reason: string }
	| { type: 'bump'; bump: Bump }
	| { type: 'risk'; risk: Risk }
	| { type: 'clear'; key: string; title: string; reason: string }

export const ENGINE_PREFIX = 'engine:'
/** templateId of an engine task (the linked-task convention). */
export const engineTemplateId = (key: string) => `linked:${key}`
export const isEngineTemplate = (templateId: string | null) => templateId?.startsWith(`linked:${ENGINE_PREFIX}`) ?? false

/** Open tasks due from today to this many days ahead become must-dos. */
export const REPRIORITIZE_DAYS = 14
export const ED_ANSWER_DAYS = 45
export const CLUSTER_DAYS = 7
export const CLUSTER_SIZE = 3
export const NO_SAFETY_MIN = 4
export const RECOMMENDER_DAYS = 30

const shortDay = (day: IsoDay) => formatDay(day, { month: 'short', day: 'numeric' })
const longDay = (day: IsoDay) => formatDay(day, { month: 'long', day: 'numeric', year: 'numeric' })
const isEarlyDecision = (college: SnapshotCollege) => college.planType === 'ED' || college.planType === 'ED2'
const edLabel = (college: SnapshotCollege) => (college.planType === 'ED2' ? 'Early Decision II' : 'Early Decision')

export function desiredPlan(snapshot: PlanSnapshot): DesiredPlan {
	const tasks: EngineTask[] = []
	const notNeeded = new Map<string, string>()
	const keep = (task: EngineTask | null, key: string, reason: string) => (task ? tasks.push(task) : notNeeded.set(key, reason))
	for (const college of snapshot.colleges) {
		const css = cssProfileTask(snapshot, college)
		keep(css.task, `${ENGINE_PREFIX}css:${college.collegeId}`, css.why)
		const calculator = edCalculatorTask(snapshot, college)
		keep(calculator.task, `${ENGINE_PREFIX}ed-calculator:${college.collegeId}`, calculator.why)
		const answer = edAnswerTask(snapshot, college)
		keep(answer.task, `${ENGINE_PREFIX}ed-answer:${college.collegeId}`, answer.why)
	}
	for (const test of snapshot.tests) {
		const registration = testRegistrationTask(snapshot, test)
		keep(registration.task, `${ENGINE_PREFIX}test-registration:${test.id}`, registration.why)
	}
	return { tasks, notNeeded, bumps: bumps(snapshot), risks: risks(snapshot) }
}

type RuleAnswer = { task: EngineTask; why: '' } | { task: null; why: string }
const no = (why: string): RuleAnswer => ({ task: null, why })
const yes = (task: EngineTask): RuleAnswer => ({ task, why: '' })

/** CSS Profile: every listed college that asks for it, by its aid priority date (else its application deadline). */
export function cssProfileTask(snapshot: PlanSnapshot, college: SnapshotCollege): RuleAnswer {
	if (!college.cssProfileRequired) return no(`${college.name} does not need the CSS Profile.`)
	if (college.status === 'denied') return no(`${college.name} has answered, so its CSS Profile is no longer needed.`)
	const dueDate = college.aidPriorityDeadline ?? college.deadline
	if (!dueDate) return no(`${college.name} has no aid priority date or application deadline to plan around.`)
	const reason = college.aidPriorityDeadline
		? `${college.name} needs the CSS Profile and its aid priority date is ${shortDay(dueDate)}.`
		: `${college.name} needs the CSS Profile; with no aid priority date saved, the application deadline of ${shortDay(dueDate)} is the date to beat.`
	return yes({
		key: `${ENGINE_PREFIX}css:${college.collegeId}`,
		title: `Submit the CSS Profile for ${college.name}`,
		dueDate,
		category: 'financial-aid',
		owner: 'parent',
		link: `/a/${snapshot.accountId}/financial-aid`,
		reason,
		addable: dueDate >= snapshot.today,
	})
}

/** Early Decision is binding: know the price a week before applying. */
export function edCalculatorTask(snapshot: PlanSnapshot, college: SnapshotCollege): RuleAnswer {
	if (!isEarlyDecision(college)) return no(`${college.name} is no longer an Early Decision school on your list.`)
	if (college.status !== 'applying') return no(`The application to ${college.name} is in (or no longer planned), so the before-you-apply step is past.`)
	if (!college.deadline) return no(`${college.name} has no application deadline saved.`)
	if (college.deadline < snapshot.today) return no(`The ${college.name} deadline has passed.`)
	const dueDate = addDays(college.deadline, -7)
	return yes({
		key: `${ENGINE_PREFIX}ed-calculator:${college.collegeId}`,
		title: `Run ${college.name}’s net price calculator before you apply ED`,
		dueDate,
		category: 'financial-aid',
		owner: 'parent',
		link: `/a/${snapshot.accountId}/financial-aid`,
		reason: `${edLabel(college)} is binding: an admitted student must attend if the aid is enough, so know what ${college.name} would cost a week before its ${shortDay(college.deadline)} deadline.`,
		addable: dueDate >= snapshot.today,
	})
}

/** After an Early Decision application: the answer, and what an admit means for the others. */
export function edAnswerTask(snapshot: PlanSnapshot, college: SnapshotCollege): RuleAnswer {
	if (!isEarlyDecision(college)) return no(`${college.name} is no longer an Early Decision school on your list.`)
	if (!college.deadline) return no(`${college.name} has no application deadline saved.`)
	const applied = college.status === 'applied' || college.status === 'admitted' || (college.status === 'applying' && college.deadline < snapshot.today)
	if (!applied) {
		return no(college.status === 'researching' || college.status === 'applying' ? `The ${college.name} application is not in yet.` : `${college.name} has answered.`)
	}
	const dueDate = addDays(college.deadline, ED_ANSWER_DAYS)
	return yes({
		key: `${ENGINE_PREFIX}ed-answer:${college.collegeId}`,
		title: `${edLabel(college)} answer from ${college.name}: if admitted, withdraw your other applications and reply by the deposit deadline`,
		dueDate,
		category: 'applications',
		owner: 'student',
		link: `/a/${snapshot.accountId}/applications`,
		reason: `${edLabel(college)} answers usually come about six weeks after the deadline (mid-December for Nov 1 deadlines), so expect ${college.name}’s around ${shortDay(dueDate)}. An admit is binding: withdraw every other application and pay the deposit on time.`,
		addable: dueDate >= snapshot.today,
	})
}

/** A planned test date: register before registration closes. */
export function testRegistrationTask(snapshot: PlanSnapshot, test: SnapshotTest): RuleAnswer {
	const label = testLabel(test)
	if (test.date < snapshot.today) return no(`The ${label} date has passed.`)
	if (!test.registrationDeadline) return no(`The ${label} on ${shortDay(test.date)} has no registration deadline saved.`)
	return yes({
		key: `${ENGINE_PREFIX}test-registration:${test.id}`,
		title: `Register for the ${label} on ${longDay(test.date)}`,
		dueDate: test.registrationDeadline,
		category: 'testing',
		owner: 'student',
		link: `/a/${snapshot.accountId}/tests`,
		reason: `Registration for the ${label} on ${shortDay(test.date)} closes ${shortDay(test.registrationDeadline)}; after that it costs more or is closed.`,
		addable: test.status === 'planned' && test.registrationDeadline >= snapshot.today,
		done: test.status !== 'planned',
	})
}

/** Open tasks due within two weeks become must-dos, once each: a task moved back by the family stays where they put it. */
export function bumps(snapshot: PlanSnapshot): Bump[] {
	const seen = new Set(snapshot.log.filter((change) => change.kind === 'reprioritized').map((change) => change.ruleKey))
	const horizon = addDays(snapshot.today, REPRIORITIZE_DAYS)
	return snapshot.tasks
		.filter((task) => task.status === 'open' && task.priority > 1 && task.dueDate !== null && task.dueDate >= snapshot.today && task.dueDate <= horizon)
		.filter((task) => !seen.has(priorityKey(task.id)))
		.map((task) => {
			const days = daysBetween(snapshot.today, task.dueDate!)
			const when = days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days, on ${shortDay(task.dueDate!)}`
			return { key: priorityKey(task.id), taskId: task.id, title: task.title, from: task.priority, reason: `Due ${when}.` }
		})
}

export const priorityKey = (taskId: string) => `priority:${taskId}`

export function risks(snapshot: PlanSnapshot): Risk[] {
	return [...deadlineClusters(snapshot), ...noSafety(snapshot), ...missingRecommenders(snapshot)]
}

/** Deadlines kept elsewhere (applications, aid dates, scholarships, letters), not the engine's own nor thank-you notes. */
const isDeadline = (task: SnapshotTask) =>
	task.templateId?.startsWith('linked:') && !isEngineTemplate(task.templateId) && !task.templateId.startsWith('linked:rec-thanks:')

export function deadlineClusters(snapshot: PlanSnapshot): Risk[] {
	const deadlines = snapshot.tasks
		.filter((task) => task.status === 'open' && task.dueDate !== null && task.dueDate >= snapshot.today && isDeadline(task))
		.sort((a, b) => a.dueDate!.localeCompare(b.dueDate!) || a.title.localeCompare(b.title))
	const found: Risk[] = []
	let index = 0
	while (index < deadlines.length) {
		const start = deadlines[index]!.dueDate!
		const end = addDays(start, CLUSTER_DAYS - 1)
		const window = deadlines.slice(index).filter((task) => task.dueDate! <= end)
		if (window.length < CLUSTER_SIZE) {
			index += 1
			continue
		}
		const last = window[window.length - 1]!.dueDate!
		found.push({
			key: `risk:deadline-cluster:${start}`,
			title: `${window.length} deadlines between ${shortDay(start)} and ${shortDay(last)}`,
			reason: `${window.map((task) => `${task.title} (${shortDay(task.dueDate!)})`).join('; ')}. Start on them now so they do not all land in the same week.`,
		})
		index += window.length
	}
	return found
}

export function fitOf(student: StudentScores, college: SnapshotCollege): Fit {
	return college.fitOverride ?? fitReason(student, college.scores).fit
}

export function noSafety(snapshot: PlanSnapshot): Risk[] {
	const count = snapshot.colleges.length
	if (count < NO_SAFETY_MIN || snapshot.colleges.some((college) => fitOf(snapshot.student, college) === 'safety')) return []
	return [
		{
			key: 'risk:no-safety',
			title: 'No safety on the college list',
			reason: `${count} colleges and none is a safety by the fit rule or your own call. Add at least one you would be glad to attend, are very likely to be admitted to, and can afford.`,
		},
	]
}

export function missingRecommenders(snapshot: PlanSnapshot): Risk[] {
	const horizon = addDays(snapshot.today, RECOMMENDER_DAYS)
	return snapshot.colleges
		.filter((college) => !isSubmitted(college.status) && college.deadline !== null && college.deadline >= snapshot.today && college.deadline <= horizon && college.lettersRequested === 0)
		.map((college) => {
			const days = daysBetween(snapshot.today, college.deadline!)
			return {
				key: `risk:no-recommenders:${college.collegeId}`,
				title: `No recommendation letters requested for ${college.name}`,
				reason: `Its deadline is ${shortDay(college.deadline!)}, ${days === 1 ? '1 day' : `${days} days`} away, and no recommender has been asked. Teachers need a few weeks: ask now, or check that ${college.name} does not want letters.`,
			}
		})
}

const clearReasons: Array<[prefix: string, reason: string]> = [
	['risk:deadline-cluster:', 'Some of those deadlines are done, moved or past.'],
	['risk:no-safety', 'The list has a safety now, or fewer than four colleges.'],
	['risk:no-recommenders:', 'A letter has been requested, the application is in, or the deadline is no longer within 30 days.'],
]

const goneFallback = (key: string) =>
	key.startsWith(`${ENGINE_PREFIX}test-registration:`) ? 'That test date is no longer on the Tests page.' : 'That college is no longer on the list.'

/**
 * The changes to make: engine tasks to add, follow, finish or take out; tasks
 * to move up; risks to flag or clear. Against the snapshot's own tasks and log,
 * so running it again after applying them answers nothing.
 */
export function planEngine(snapshot: PlanSnapshot): EngineOp[] {
	const desired = desiredPlan(snapshot)
	const ops: EngineOp[] = []
	const existing = new Map(snapshot.tasks.filter((task) => isEngineTemplate(task.templateId)).map((task) => [task.templateId!.slice('linked:'.length), task]))
	// The family undid this addition once: the engine never brings it back.
	const refused = new Set(snapshot.log.filter((change) => change.kind === 'added' && change.undoneAt !== null).map((change) => change.ruleKey))

	for (const task of desired.tasks) {
		const current = existing.get(task.key)
		if (!current) {
			if (task.addable && !task.done && !refused.has(task.key)) ops.push({ type: 'add', task })
			continue
		}
		// Done or skipped by the family: theirs now.
		if (current.status !== 'open') continue
		if (task.done) ops.push({ type: 'complete', taskId: current.id })
		else if (current.title !== task.title || current.dueDate !== task.dueDate || current.why !== task.reason) ops.push({ type: 'update', taskId: current.id, task })
	}
	const wanted = new Set(desired.tasks.map((task) => task.key))
	for (const [key, task] of existing) {
		if (wanted.has(key) || task.status !== 'open') continue
		ops.push({ type: 'remove', taskId: task.id, key, title: task.title, reason: desired.notNeeded.get(key) ?? goneFallback(key) })
	}

	for (const bump of desired.bumps) ops.push({ type: 'bump', bump })

	// A risk is logged once while it lasts: it is active when its latest entry is the risk itself.
	const latest = new Map<string, SnapshotChange>()
	for (const change of snapshot.log) if (change.ruleKey.startsWith('risk:')) latest.set(change.ruleKey, change)
	const current = new Set(desired.risks.map((risk) => risk.key))
	for (const risk of desired.risks) if (latest.get(risk.key)?.kind !== 'risk') ops.push({ type: 'risk', risk })
	for (const [key, change] of latest) {
		if (change.kind !== 'risk' || current.has(key)) continue
		const reason = clearReasons.find(([prefix]) => key.startsWith(prefix))?.[1] ?? 'This is no longer a risk.'
		ops.push({ type: 'clear', key, title: change.title, reason })
	}
	return ops
}
