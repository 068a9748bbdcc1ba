import { eq, sql } from 'drizzle-orm'
import { calculateGpa, type Course } from '#app/features/gpa/gpa'
import type { AppContext } from '#app/lib/app-context'
import { preparedQuery } from '#app/lib/db/prepared'
import { studentProfiles } from '#app/lib/db/schema'
import { createId } from '#app/lib/ids'
import { MAX_ACTIVITIES, MAX_HONORS } from './profile'
import type { z } from 'zod'
import type { ActivityFormSchema, HonorFormSchema, SavedGpaInput } from './profile'

// The student profile's data: one row per student account, created on first write.

export type StudentProfile = typeof studentProfiles.$inferSelect

export async function getStudentProfile(ctx: Pick<AppContext, 'db'>, accountId: string) {
	const [row] = await studentProfileQuery(ctx.db).all({ accountId })
	return { gpa: row?.gpa ?? null, activities: row?.activities ?? [], honors: row?.honors ?? [] }
}

const studentProfileQuery = preparedQuery((db) =>
	db.select().from(studentProfiles).where(eq(studentProfiles.accountId, sql.placeholder('accountId'))).limit(1).prepare(),
)

async function write(ctx: Pick<AppContext, 'db'>, accountId: string, changes: Partial<Pick<StudentProfile, 'gpa' | 'activities' | 'honors'>>) {
	await ctx.db
		.insert(studentProfiles)
		.values({ accountId, ...changes })
		.onConflictDoUpdate({ target: studentProfiles.accountId, set: changes })
}

/** Saves the calculator's courses; the GPA is computed here, never taken from the browser. */
export async function saveGpa(ctx: Pick<AppContext, 'db' | 'now'>, accountId: string, input: z.output<typeof SavedGpaInput>) {
	const courses = input.courses.map((course, index) => ({ id: `c${index}`, ...course })) as Course[]
	const result = calculateGpa(courses, { cumulativeGpa: input.cumulativeGpa, previousCredits: input.previousCredits })
	const gpa = {
		unweighted: result.unweightedGPA,
		weighted: result.weightedGPA,
		credits: result.termCredits,
		savedAt: ctx.now().getTime(),
		courses: input.courses.filter((course) => course.name.trim() || course.grade).map(({ name, credits, grade, weight }) => ({ name, credits, grade, weight })),
	}
	await write(ctx, accountId, { gpa })
	return gpa
}

export class ProfileLimitError extends Error {}

export async function addActivity(ctx: Pick<AppContext, 'db'>, accountId: string, activity: z.output<typeof ActivityFormSchema>) {
	const { activities } = await getStudentProfile(ctx, accountId)
	if (activities.length >= MAX_ACTIVITIES) throw new ProfileLimitError(`The Common App has room for ${MAX_ACTIVITIES} activities. Remove one to add another.`)
	await write(ctx, accountId, { activities: [...activities, { id: createId(), ...activity }] })
}

export async function removeActivity(ctx: Pick<AppContext, 'db'>, accountId: string, id: string) {
	const { activities } = await getStudentProfile(ctx, accountId)
	await write(ctx, accountId, { activities: activities.filter((activity) => activity.id !== id) })
}

export async function moveActivity(ctx: Pick<AppContext, 'db'>, accountId: string, id: string, by: -1 | 1) {
	const { activities } = await getStudentProfile(ctx, accountId)
	const from = activities.findIndex((activity) => activity.id === id)
	const to = from + by
	if (from < 0 || to < 0 || to >= activities.length) return
	const next = [...activities]
	;[next[from], next[to]] = [next[to]!, next[from]!]
	await write(ctx, accountId, { activities: next })
}

export async function addHonor(ctx: Pick<AppContext, 'db'>, accountId: string, honor: z.output<typeof HonorFormSchema>) {
	const { honors } = await getStudentProfile(ctx, accountId)
	if (honors.length >= MAX_HONORS) throw new ProfileLimitError(`The Common App has room for ${MAX_HONORS} honors. Remove one to add another.`)
	await write(ctx, accountId, { honors: [...honors, { id: createId(), ...honor }] })
}

export async function removeHonor(ctx: Pick<AppContext, 'db'>, accountId: string, id: string) {
	const { honors } = await getStudentProfile(ctx, accountId)
	await write(ctx, accountId, { honors: honors.filter((honor) => honor.id !== id) })
}
