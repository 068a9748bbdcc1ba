import { grade9Tasks } from './grade-9'
import { grade10Tasks } from './grade-10'
import { grade11Tasks } from './grade-11'
import { grade12Tasks } from './grade-12'
import { summerTasks } from './summer'
import type { PlanTaskTemplate } from './types'

// The plan library. Bump `version` when tasks change meaningfully: accounts
// remember the version their plan came from, so a later update can add what
// is new without touching what a family already did.

export const planLibrary: { version: number; tasks: PlanTaskTemplate[] } = {
	version: 1,
	tasks: [...grade9Tasks, ...grade10Tasks, ...grade11Tasks, ...grade12Tasks, ...summerTasks],
}
