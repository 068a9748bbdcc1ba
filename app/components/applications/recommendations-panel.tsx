import type { loadRecommendationsTab } from '#app/features/applications/recommendations-tab.server'

// STUB — the recommendations helper replaces this file.

export function RecommendationsPanel(_props: { accountId: string; data: Awaited<ReturnType<typeof loadRecommendationsTab>>; readOnly: boolean }) {
	return null
}
