// "What changed" on the dashboard: the plan's recent activity by the family —
// tasks finished and added, comments left — newest first. («Assistant» adds
// its own plan updates to this feed when it lands.)

export interface ChangeEntry {
	at: number
	kind: 'done' | 'added' | 'comment'
	text: string
	who: string
}

export function recentChanges({
	tasks,
	comments,
	names,
	since,
	limit = 8,
}: {
	tasks: Array<{ title: string; parentId: string | null; templateId: string | null; status: string; completedAt: number | null; completedByUserId: string | null; createdAt: number; createdByUserId: string | null }>
	comments: Array<{ taskTitle: string; body: string; userId: string | null; createdAt: number }>
	names: ReadonlyMap<string, string>
	since: number
	limit?: number
}): ChangeEntry[] {
	const who = (userId: string | null) => (userId ? (names.get(userId) ?? 'Someone') : 'Someone')
	const entries: ChangeEntry[] = [
		...tasks
			.filter((task) => task.status === 'done' && task.completedAt !== null && task.completedAt >= since)
			.map((task) => ({ at: task.completedAt!, kind: 'done' as const, text: task.parentId ? `finished a step: ${task.title}` : `finished ${task.title}`, who: who(task.completedByUserId) })),
		...tasks
			.filter((task) => task.templateId === null && task.parentId === null && task.createdAt >= since && task.createdByUserId !== null)
			.map((task) => ({ at: task.createdAt, kind: 'added' as const, text: `added ${task.title}`, who: who(task.createdByUserId) })),
		...comments
			.filter((comment) => comment.createdAt >= since)
			.map((comment) => ({ at: comment.createdAt, kind: 'comment' as const, text: `commented on ${comment.taskTitle}: “${comment.body.length > 80 ? `${comment.body.slice(0, 77)}…` : comment.body}”`, who: who(comment.userId) })),
	]
	return entries.sort((a, b) => b.at - a.at).slice(0, limit)
}
