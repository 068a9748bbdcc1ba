import type { AccountAccess } from '#app/features/accounts/access.server'
import type { AppContext } from '#app/lib/app-context'
import { type IntentResult, intentError } from '#app/lib/intent-result'

// STUB — the recommendations helper replaces this file.

export async function loadRecommendationsTab(_app: AppContext, _access: AccountAccess) {
	return { recommendations: [] as Array<{ id: string; recommenderName: string }> }
}

export async function handleRecommendationIntent(
	_app: AppContext,
	_input: { access: AccountAccess; userId: string; intent: string; formData: FormData },
): Promise<IntentResult> {
	return intentError(400, 'Unknown action.')
}
