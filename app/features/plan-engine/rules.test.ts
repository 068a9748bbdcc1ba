import { expect, test } from 'vitest'
import {
	cssProfileTask,
	desiredPlan,
	edAnswerTask,
	edCalculatorTask,
	type EngineOp,
	engineTemplateId,
	type PlanSnapshot,
	planEngine,
	risks,
	type SnapshotCollege,
	type SnapshotTask,
	testRegistrationTask,
} from './rules'

const TODAY = '2026-10-01'
const noScores = { satRw25: null, satRw75: null, satMath25: null, satMath75: null, act25: null, act75: null, admissionRate: null }

function college(overrides: Partial<SnapshotCollege> = {}): SnapshotCollege {
	return {
		collegeId: 'rice',
		name: 'Rice University',
		status: 'applying',
		planType: 'RD',
		fitOverride: null,
		deadline: null,
		aidPriorityDeadline: null,
		cssProfileRequired: false,
		scores: noScores,
		lettersRequested: 1,
		...overrides,
	}
}

function snapshot(overrides: Partial<PlanSnapshot> = {}): PlanSnapshot {
	return { accountId: 'acc', today: TODAY, student: {}, colleges: [], tests: [], tasks: [], log: [], ...overrides }
}

let taskCounter = 0
function task(overrides: Partial<SnapshotTask> = {}): SnapshotTask {
	taskCounter += 1
	return { id: `t${taskCounter}`, templateId: null, title: `Task ${taskCounter}`, why: null, dueDate: null, priority: 2, status: 'open', ...overrides }
}

/** Applies the ops to the snapshot as the engine's batch would, for run-twice checks. */
function apply(state: PlanSnapshot, ops: EngineOp[]): PlanSnapshot {
	let tasks = [...state.tasks]
	const log = [...state.log]
	for (const op of ops) {
		if (op.type === 'add') {
			tasks.push(task({ id: `new-${op.task.key}`, templateId: engineTemplateId(op.task.key), title: op.task.title, why: op.task.reason, dueDate: op.task.dueDate, priority: 1 }))
			log.push({ kind: 'added', ruleKey: op.task.key, title: op.task.title, undoneAt: null })
		} else if (op.type === 'update') {
			tasks = tasks.map((row) => (row.id === op.taskId ? { ...row, title: op.task.title, why: op.task.reason, dueDate: op.task.dueDate } : row))
		} else if (op.type === 'complete') {
			tasks = tasks.map((row) => (row.id === op.taskId ? { ...row, status: 'done' } : row))
		} else if (op.type === 'remove') {
			tasks = tasks.filter((row) => row.id !== op.taskId)
			log.push({ kind: 'removed', ruleKey: op.key, title: op.title, undoneAt: null })
		} else if (op.type === 'bump') {
			tasks = tasks.map((row) => (row.id === op.bump.taskId ? { ...row, priority: 1 } : row))
			log.push({ kind: 'reprioritized', ruleKey: op.bump.key, title: op.bump.title, undoneAt: null })
		} else if (op.type === 'risk') {
			log.push({ kind: 'risk', ruleKey: op.risk.key, title: op.risk.title, undoneAt: null })
		} else {
			log.push({ kind: 'removed', ruleKey: op.key, title: op.title, undoneAt: null })
		}
	}
	return { ...state, tasks, log }
}

const summary = (ops: EngineOp[]) =>
	ops.map((op) => (op.type === 'add' ? `add ${op.task.key}` : op.type === 'remove' ? `remove ${op.key}` : op.type === 'bump' ? `bump ${op.bump.taskId}` : op.type === 'risk' ? `risk ${op.risk.key}` : op.type === 'clear' ? `clear ${op.key}` : `${op.type} ${op.taskId}`))

test('CSS Profile: by the aid priority date, else the application deadline; no date, no task', () => {
	const withPriority = cssProfileTask(snapshot(), college({ cssProfileRequired: true, aidPriorityDeadline: '2027-01-15', deadline: '2027-01-01' }))
	expect(withPriority.task).toMatchObject({
		key: 'engine:css:rice',
		title: 'Submit the CSS Profile for Rice University',
		dueDate: '2027-01-15',
		category: 'financial-aid',
		owner: 'parent',
		link: '/a/acc/financial-aid',
		reason: 'Rice University needs the CSS Profile and its aid priority date is Jan 15.',
		addable: true,
	})
	expect(cssProfileTask(snapshot(), college({ cssProfileRequired: true, deadline: '2027-01-01' })).task).toMatchObject({ dueDate: '2027-01-01', reason: expect.stringContaining('application deadline of Jan 1') })
	expect(cssProfileTask(snapshot(), college({ cssProfileRequired: true }))).toEqual({ task: null, why: 'Rice University has no aid priority date or application deadline to plan around.' })
	expect(cssProfileTask(snapshot(), college({ aidPriorityDeadline: '2027-01-15' })).task).toBeNull()
	expect(cssProfileTask(snapshot(), college({ cssProfileRequired: true, aidPriorityDeadline: '2027-01-15', status: 'denied' })).task).toBeNull()
	// A passed date: not worth adding now.
	expect(cssProfileTask(snapshot(), college({ cssProfileRequired: true, aidPriorityDeadline: '2026-09-01' })).task?.addable).toBe(false)
})

test('Early Decision: the net price calculator a week before, then the answer six weeks after; other plan types get neither', () => {
	const ed = college({ planType: 'ED', deadline: '2026-11-01' })
	expect(edCalculatorTask(snapshot(), ed).task).toMatchObject({
		key: 'engine:ed-calculator:rice',
		title: 'Run Rice University’s net price calculator before you apply ED',
		dueDate: '2026-10-25',
		addable: true,
	})
	expect(edAnswerTask(snapshot(), ed).task).toBeNull()
	const applied = { ...ed, status: 'applied' as const }
	expect(edCalculatorTask(snapshot(), applied).task).toBeNull()
	const answer = edAnswerTask(snapshot(), applied).task!
	expect(answer).toMatchObject({
		key: 'engine:ed-answer:rice',
		title: 'Early Decision answer from Rice University: if admitted, withdraw your other applications and reply by the deposit deadline',
		dueDate: '2026-12-16',
		owner: 'student',
		addable: true,
	})
	expect(answer.reason).toContain('mid-December for Nov 1 deadlines')
	// Still "applying" after the deadline passed: the answer is what comes next.
	expect(edAnswerTask(snapshot({ today: '2026-11-05' }), ed).task?.dueDate).toBe('2026-12-16')
	expect(edCalculatorTask(snapshot({ today: '2026-11-05' }), ed).task).toBeNull()
	// Inside the last week: the calculator step is no longer worth adding (one already there stays).
	expect(edCalculatorTask(snapshot({ today: '2026-10-28' }), ed).task?.addable).toBe(false)
	expect(edAnswerTask(snapshot(), college({ planType: 'ED2', status: 'applied', deadline: '2027-01-01' })).task?.title).toMatch(/^Early Decision II answer/)
	for (const planType of ['EA', 'REA', 'RD', 'rolling', null] as const) {
		const other = college({ planType, deadline: '2026-11-01' })
		expect(edCalculatorTask(snapshot(), other).task).toBeNull()
		expect(edAnswerTask(snapshot(), { ...other, status: 'applied' }).task).toBeNull()
	}
	expect(edCalculatorTask(snapshot(), college({ planType: 'ED' })).task).toBeNull()
	expect(edAnswerTask(snapshot(), college({ planType: 'ED', status: 'denied', deadline: '2026-11-01' })).why).toBe('Rice University has answered.')
})

test('test registration: a planned date with a deadline ahead; registered finishes it; no deadline or a past date, none', () => {
	const sat = { id: 'sat1', test: 'SAT' as const, subject: '', date: '2026-12-05', registrationDeadline: '2026-11-20', status: 'planned' as const }
	expect(testRegistrationTask(snapshot(), sat).task).toMatchObject({
		key: 'engine:test-registration:sat1',
		title: 'Register for the SAT on December 5, 2026',
		dueDate: '2026-11-20',
		category: 'testing',
		addable: true,
		done: false,
	})
	expect(testRegistrationTask(snapshot(), { ...sat, status: 'registered' }).task).toMatchObject({ done: true, addable: false })
	expect(testRegistrationTask(snapshot(), { ...sat, registrationDeadline: null }).task).toBeNull()
	expect(testRegistrationTask(snapshot({ today: '2026-12-06' }), sat).task).toBeNull()
	expect(testRegistrationTask(snapshot({ today: '2026-11-25' }), sat).task?.addable).toBe(false)
	expect(testRegistrationTask(snapshot(), { ...sat, test: 'AP', subject: 'Biology' }).task?.title).toBe('Register for the AP Biology on December 5, 2026')

	// Registered: an open task is finished, never added.
	const state = snapshot({ tests: [{ ...sat, status: 'registered' }] })
	expect(planEngine(state)).toEqual([])
	const open = task({ templateId: 'linked:engine:test-registration:sat1', title: 'Register for the SAT on December 5, 2026', dueDate: '2026-11-20', priority: 1 })
	expect(planEngine({ ...state, tasks: [open] })).toEqual([{ type: 'complete', taskId: open.id }])
})

test('add an ED school that needs the CSS Profile: tasks appear; run again: nothing; remove it: they go, with why', () => {
	const rice = college({ planType: 'ED', deadline: '2026-11-01', aidPriorityDeadline: '2026-11-15', cssProfileRequired: true })
	let state = snapshot({ colleges: [rice] })
	const first = planEngine(state)
	expect(summary(first)).toEqual(['add engine:css:rice', 'add engine:ed-calculator:rice'])
	state = apply(state, first)
	expect(planEngine(state)).toEqual([])

	// Changed away from ED: the ED task goes, the CSS one stays.
	const regular = apply(state, [])
	regular.colleges = [{ ...rice, planType: 'RD' }]
	const changed = planEngine(regular)
	expect(changed).toEqual([
		expect.objectContaining({ type: 'remove', key: 'engine:ed-calculator:rice', reason: 'Rice University is no longer an Early Decision school on your list.' }),
	])

	// Removed from the list: both go.
	const removed = planEngine({ ...state, colleges: [] })
	expect(summary(removed)).toEqual(['remove engine:css:rice', 'remove engine:ed-calculator:rice'])
	expect(removed[0]).toMatchObject({ title: 'Submit the CSS Profile for Rice University', reason: 'That college is no longer on the list.' })
	state = apply({ ...state, colleges: [] }, removed)
	expect(planEngine(state)).toEqual([])
})

test('a date that moves moves the task; a task the family finished or skipped is theirs', () => {
	const rice = college({ cssProfileRequired: true, aidPriorityDeadline: '2026-11-15' })
	let state = apply(snapshot({ colleges: [rice] }), planEngine(snapshot({ colleges: [rice] })))
	state.colleges = [{ ...rice, aidPriorityDeadline: '2026-12-01' }]
	const ops = planEngine(state)
	expect(ops).toEqual([{ type: 'update', taskId: 'new-engine:css:rice', task: expect.objectContaining({ dueDate: '2026-12-01' }) }])
	state = apply(state, ops)
	expect(planEngine(state)).toEqual([])
	state.tasks = state.tasks.map((row) => ({ ...row, status: 'done' }))
	expect(planEngine({ ...state, colleges: [] })).toEqual([])
})

test('undo: an addition the family undid is never made again', () => {
	const rice = college({ cssProfileRequired: true, aidPriorityDeadline: '2026-11-15' })
	const state = snapshot({ colleges: [rice], log: [{ kind: 'added', ruleKey: 'engine:css:rice', title: 'Submit the CSS Profile for Rice University', undoneAt: 1 }] })
	expect(planEngine(state)).toEqual([])
})

test('re-prioritise: open tasks due within 14 days move up once; a task moved back stays put', () => {
	const soon = task({ title: 'Ask for a recommendation', dueDate: '2026-10-11', priority: 3 })
	const today = task({ title: 'Today', dueDate: TODAY, priority: 2 })
	const later = task({ dueDate: '2026-10-16', priority: 2 })
	const overdue = task({ dueDate: '2026-09-30', priority: 2 })
	const mustDo = task({ dueDate: '2026-10-05', priority: 1 })
	const done = task({ dueDate: '2026-10-05', status: 'done' })
	const noDate = task({ dueDate: null })
	let state = snapshot({ tasks: [soon, today, later, overdue, mustDo, done, noDate] })
	const ops = planEngine(state)
	expect(summary(ops)).toEqual([`bump ${soon.id}`, `bump ${today.id}`])
	expect(ops[0]).toMatchObject({ bump: { key: `priority:${soon.id}`, from: 3, title: 'Ask for a recommendation', reason: 'Due in 10 days, on Oct 11.' } })
	expect(ops[1]).toMatchObject({ bump: { reason: 'Due today.' } })
	state = apply(state, ops)
	expect(planEngine(state)).toEqual([])
	// Undone (priority back to 3): never bumped again.
	state.tasks = state.tasks.map((row) => (row.id === soon.id ? { ...row, priority: 3 } : row))
	state.log = state.log.map((change) => ({ ...change, undoneAt: 5 }))
	expect(planEngine(state)).toEqual([])
})

test('risk: a deadline cluster is three or more open deadlines within 7 days', () => {
	const deadline = (title: string, dueDate: string, templateId = `linked:application:${title}`) => task({ title, dueDate, templateId, priority: 1 })
	const cluster = [deadline('Submit to Tufts', '2026-11-01'), deadline('Submit to Rice', '2026-11-01'), deadline('Aid date for Rice', '2026-11-07', 'linked:aid-priority:x')]
	const found = risks(snapshot({ tasks: cluster }))
	expect(found).toEqual([
		{
			key: 'risk:deadline-cluster:2026-11-01',
			title: '3 deadlines between Nov 1 and Nov 7',
			reason: 'Submit to Rice (Nov 1); Submit to Tufts (Nov 1); Aid date for Rice (Nov 7). Start on them now so they do not all land in the same week.',
		},
	])
	// Eight days apart, an engine task, a thank-you note, a finished one, a past one: no cluster.
	expect(risks(snapshot({ tasks: [cluster[0]!, cluster[1]!, deadline('Late', '2026-11-08')] }))).toEqual([])
	expect(risks(snapshot({ tasks: [cluster[0]!, cluster[1]!, deadline('Engine', '2026-11-02', 'linked:engine:css:x')] }))).toEqual([])
	expect(risks(snapshot({ tasks: [cluster[0]!, cluster[1]!, deadline('Thanks', '2026-11-02', 'linked:rec-thanks:x')] }))).toEqual([])
	expect(risks(snapshot({ tasks: [cluster[0]!, cluster[1]!, { ...deadline('Done', '2026-11-02'), status: 'done' }] }))).toEqual([])
	expect(risks(snapshot({ today: '2026-11-02', tasks: cluster }))).toEqual([])
})

test('risk: four or more colleges and no safety, by the fit rule or the family’s call', () => {
	const reach = (id: string) => college({ collegeId: id, name: id, status: 'researching', scores: { ...noScores, admissionRate: 0.05 } })
	const four = ['a', 'b', 'c', 'd'].map(reach)
	expect(risks(snapshot({ colleges: four }))).toEqual([expect.objectContaining({ key: 'risk:no-safety', title: 'No safety on the college list' })])
	expect(risks(snapshot({ colleges: four.slice(0, 3) }))).toEqual([])
	expect(risks(snapshot({ colleges: [...four.slice(0, 3), { ...four[3]!, fitOverride: 'safety' }] }))).toEqual([])
	// By the rule: a 3.8 GPA and a college admitting 70% is a safety.
	expect(risks(snapshot({ student: { gpa: 3.8 }, colleges: [...four, college({ collegeId: 'e', status: 'researching', scores: { ...noScores, admissionRate: 0.7 } })] }))).toEqual([])
})

test('risk: an application due within 30 days with no letters requested', () => {
	const due = college({ deadline: '2026-10-21', lettersRequested: 0 })
	expect(risks(snapshot({ colleges: [due] }))).toEqual([
		{
			key: 'risk:no-recommenders:rice',
			title: 'No recommendation letters requested for Rice University',
			reason: 'Its deadline is Oct 21, 20 days away, and no recommender has been asked. Teachers need a few weeks: ask now, or check that Rice University does not want letters.',
		},
	])
	expect(risks(snapshot({ colleges: [{ ...due, lettersRequested: 1 }] }))).toEqual([])
	expect(risks(snapshot({ colleges: [{ ...due, status: 'applied' }] }))).toEqual([])
	expect(risks(snapshot({ colleges: [{ ...due, deadline: '2026-11-15' }] }))).toEqual([])
	expect(risks(snapshot({ colleges: [{ ...due, deadline: null }] }))).toEqual([])
})

test('a risk is logged once while it lasts, cleared when it ends, and flagged again if it returns', () => {
	const due = college({ deadline: '2026-10-21', lettersRequested: 0 })
	let state = snapshot({ colleges: [due] })
	const first = planEngine(state)
	expect(summary(first)).toEqual(['risk risk:no-recommenders:rice'])
	state = apply(state, first)
	expect(planEngine(state)).toEqual([])
	// Dismissed: still not logged again while it lasts.
	state.log = state.log.map((change) => ({ ...change, undoneAt: 9 }))
	expect(planEngine(state)).toEqual([])
	state.colleges = [{ ...due, lettersRequested: 2 }]
	const cleared = planEngine(state)
	expect(cleared).toEqual([{ type: 'clear', key: 'risk:no-recommenders:rice', title: 'No recommendation letters requested for Rice University', reason: expect.stringContaining('A letter has been requested') }])
	state = apply(state, cleared)
	expect(planEngine(state)).toEqual([])
	state.colleges = [due]
	expect(summary(planEngine(state))).toEqual(['risk risk:no-recommenders:rice'])
})

test('the desired plan says why a subject has no task', () => {
	const { tasks, notNeeded } = desiredPlan(snapshot({ colleges: [college()] }))
	expect(tasks).toEqual([])
	expect(notNeeded.get('engine:css:rice')).toBe('Rice University does not need the CSS Profile.')
	expect(notNeeded.get('engine:ed-calculator:rice')).toBe('Rice University is no longer an Early Decision school on your list.')
})
