import { lt } from 'drizzle-orm'
import type { AppContext } from '#app/lib/app-context'
import { blogVisitorEvents } from '#app/lib/db/schema'
import { dayKey } from './posts'

// Who-counted-today rows are only needed for a day; the hourly job clears
// older ones. Kept apart from blog.server.ts, which needs the build's content
// modules, so the hosts' schedulers can import it as plain TypeScript.

export async function purgeVisitorEvents({ db }: Pick<AppContext, 'db'>, now: Date) {
	await db.delete(blogVisitorEvents).where(lt(blogVisitorEvents.day, dayKey(new Date(now.getTime() - 2 * 86_400_000))))
}
