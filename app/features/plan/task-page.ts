import type { SubmissionResult } from '@conform-to/react'
import type { PlanCategory } from '../../../content/plan/types'
import type { DueGroup, TaskFilters } from './task-list'

// What the tasks page's two views are given, and what its action answers:
// shared by the loader parts (task-page.server.ts) and the components.

/** How many tasks a page of the list shows (`?page=`): the page stays well under 60 KB of HTML (issue 27). */
export const TASKS_PER_PAGE = 12

/** One task of the list. Its details (`?open=`) are loaded only for the tasks the reader opened. */
export interface TaskRow {
	id: string
	title: string
	notes: string | null
	category: PlanCategory
	owner: 'student' | 'parent'
	priority: number
	minutes: number | null
	dueDate: string | null
	status: 'open' | 'done' | 'skipped'
	custom: boolean
	recurrence: string | null
	stepCount: number
	stepsDone: number
	details: TaskDetails | null
}

export interface TaskDetails {
	why: string | null
	how: string[] | null
	link: string | null
	steps: Array<{ id: string; title: string; minutes: number | null; status: 'open' | 'done' | 'skipped' }>
	comments: Array<{ id: string; body: string; createdAt: number; author: string }>
}

export interface TaskListData {
	view: 'list'
	/** This page's part of each group; `count` is the group's whole size. */
	groups: Array<{ group: DueGroup; label: string; tasks: TaskRow[]; count: number }>
	total: number
	page: number
	pages: number
	/** The tasks whose details are open (`?open=`, repeated). */
	open: string[]
	/** The custom task `?edit=` names, when it is one. */
	editing: TaskRow | null
}

export interface TaskCalendarData {
	view: 'calendar'
	/** "2027-01": `?month=`, else this month. */
	month: string
	tasks: Array<{ id: string; title: string; dueDate: string | null; status: 'open' | 'done' | 'skipped' }>
}

export type TasksPageData = { today: string; filters: TaskFilters; readOnly: boolean } & (TaskListData | TaskCalendarData)

/**
 * The action's one answer: a message for the page, and for a form's intent
 * Conform's reply (errors at its fields, or a reset after success), with the
 * task it was posted for so only that task's form takes it.
 */
export type TasksActionResult =
	| { ok: true; intent: string; message: string; taskId?: string; result?: SubmissionResult<string[]> }
	| { ok: false; intent: string; message?: string; taskId?: string; result?: SubmissionResult<string[]> }
