import { and, eq, lt, sql } from 'drizzle-orm'
import { purgeVisitorEvents } from '#app/features/blog/visitor-events.server'
import { purgeDeletedDocuments, sweepOrphanFiles } from '#app/features/documents/documents.server'
import { purgeNotificationLog, sendPlanNotifications } from '#app/features/notifications/notifications.server'
import { runPlanEngineForAll } from '#app/features/plan-engine/engine.server'
import type { AppContext } from '#app/lib/app-context'
import { jobRuns, rateLimits, sessions } from '#app/lib/db/schema'
import { logError, redactError } from '#app/lib/redact'

// runScheduledJobs is the one entry for scheduled work (DESIGN.md §1): croner
// calls it on Node, the Cron Triggers' `scheduled` handler on Workers. Each
// job names a run key (job + hour or day + target); a key that already ran is
// skipped, so a retried or doubled trigger never repeats work.

export type Cadence = 'hourly' | 'daily'
type JobContext = Pick<AppContext, 'db' | 'mail' | 'env' | 'now' | 'files' | 'push'>

export interface ScheduledJob {
	name: string
	cadence: Cadence
	run: (ctx: JobContext, now: Date) => Promise<void>
}

export const scheduledJobs: ScheduledJob[] = [
	{
		name: 'purge-expired-rows',
		cadence: 'hourly',
		async run({ db }, now) {
			await db.delete(sessions).where(lt(sessions.expiresAt, now.getTime()))
			await db.delete(rateLimits).where(lt(rateLimits.expiresAt, now.getTime()))
			await purgeVisitorEvents({ db }, now)
			await purgeNotificationLog({ db }, now)
		},
	},
	{
		// Due-soon reminders and the weekly digest, at each family's 8 a.m.
		name: 'plan-notifications',
		cadence: 'hourly',
		async run(ctx, now) {
			await sendPlanNotifications(ctx, now)
		},
	},
	{
		// Documents deleted more than 30 days ago: the file and the row, for good.
		name: 'purge-deleted-documents',
		cadence: 'daily',
		async run(ctx, now) {
			await purgeDeletedDocuments(ctx, now)
		},
	},
	{
		name: 'sweep-orphan-files',
		cadence: 'daily',
		async run(ctx, now) {
			await sweepOrphanFiles(ctx, now)
		},
	},
	{
		// The plan engine for every onboarded family: tasks that came due, must-dos, risks. It has no off switch (spec §1 FAQ).
		name: 'plan-engine',
		cadence: 'daily',
		async run(ctx, now) {
			await runPlanEngineForAll({ db: ctx.db, now: () => now })
		},
	},
]

/** A run still marked running after this long was killed mid-way. */
export const STALE_RUN_MS = 30 * 60 * 1000

export function runKey(cadence: Cadence, now: Date): string {
	const iso = now.toISOString()
	return cadence === 'daily' ? iso.slice(0, 10) : iso.slice(0, 13)
}

export async function runScheduledJobs(
	ctx: JobContext,
	now: Date,
	{ cadence, jobs = scheduledJobs }: { cadence: Cadence; jobs?: ScheduledJob[] },
) {
	const results: Array<{ job: string; status: 'done' | 'failed' | 'skipped' }> = []
	for (const job of jobs.filter((candidate) => candidate.cadence === cadence)) {
		const key = runKey(cadence, now)
		// Claim the run. A run that failed, or that has been "running" longer
		// than any run takes (its process was killed), is claimed again: every
		// job is safe to repeat (mail claims, idempotent engine and purge).
		const startedAt = Date.now()
		const claimed = await ctx.db
			.insert(jobRuns)
			.values({ job: job.name, runKey: key, status: 'running', startedAt })
			.onConflictDoUpdate({
				target: [jobRuns.job, jobRuns.runKey],
				set: { status: 'running', startedAt, finishedAt: null, error: null },
				setWhere: sql`${jobRuns.status} = 'failed' OR (${jobRuns.status} = 'running' AND ${jobRuns.startedAt} < ${startedAt - STALE_RUN_MS})`,
			})
			.returning({ id: jobRuns.id })
		if (claimed.length === 0) {
			results.push({ job: job.name, status: 'skipped' })
			continue
		}
		const where = and(eq(jobRuns.job, job.name), eq(jobRuns.runKey, key))
		try {
			await job.run(ctx, now)
			await ctx.db.update(jobRuns).set({ status: 'done', finishedAt: Date.now() }).where(where)
			results.push({ job: job.name, status: 'done' })
		} catch (error) {
			logError(`[jobs] ${job.name} failed:`, error)
			const { name, message } = redactError(error)
			await ctx.db
				.update(jobRuns)
				.set({ status: 'failed', finishedAt: Date.now(), error: `${name}: ${message}` })
				.where(where)
			results.push({ job: job.name, status: 'failed' })
		}
	}
	return results
}
