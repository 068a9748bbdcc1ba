// "What changed" on the dashboard: the plan's recent activity by the family —
// tasks finished and added, comments left — and what the plan engine
// («Assistant») changed and why, newest first.

export interface ChangeEntry {
	at: number
	kind: 'done' | 'added' | 'comment' | 'engine'
	text: string
	who: string
}

export interface EngineChangeEntry {
	kind: 'added' | 'removed' | 'reprioritized' | 'risk'
	ruleKey: string
	title: string
	reason: string
	createdAt: number
}

/** One engine entry as a sentence after "Northstar". */
export function engineChangeText(change: Pick<EngineChangeEntry, 'kind' | 'ruleKey' | 'title' | 'reason'>): string {
	const why = change.reason.replace(/\.$/, '')
	switch (change.kind) {
		case 'added':
			return `added “${change.title}” — ${why}.`
		case 'reprioritized':
			// Its reason is a short "Due tomorrow." that reads on after the dash.
			return `moved “${change.title}” up to must do — ${why.charAt(0).toLowerCase()}${why.slice(1)}.`
		case 'risk':
			return `flagged a risk: ${change.title} — ${why}.`
		case 'removed':
			return change.ruleKey.startsWith('risk:') ? `cleared the warning “${change.title}” — ${why}.` : `took “${change.title}” out of the plan — ${why}.`
	}
}

export function recentChanges({
	tasks,
	comments,
	engine = [],
	names,
	since,
	limit = 8,
}: {
	tasks: Array<{ title: string; parentId: string | null; templateId: string | null; status: string; completedAt: number | null; completedByUserId: string | null; createdAt: number; createdByUserId: string | null }>
	comments: Array<{ taskTitle: string; body: string; userId: string | null; createdAt: number }>
	/** The plan engine's entries (undone ones left out by the caller). */
	engine?: EngineChangeEntry[]
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
		...engine
			.filter((change) => change.createdAt >= since)
			.map((change) => ({ at: change.createdAt, kind: 'engine' as const, text: engineChangeText(change), who: 'Northstar' })),
	]
	return entries.sort((a, b) => b.at - a.at).slice(0, limit)
}
