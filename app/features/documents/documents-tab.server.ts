import type { AccountAccess } from '#app/features/accounts/access.server'
import type { AppContext } from '#app/lib/app-context'
import { type IntentResult, intentError } from '#app/lib/intent-result'

// STUB — the documents helper replaces this file.

export async function loadDocumentsTab(_app: AppContext, _access: AccountAccess) {
	return { documents: [] as Array<{ id: string; title: string }> }
}

export async function handleDocumentIntent(
	_app: AppContext,
	_input: { access: AccountAccess; userId: string; intent: string; formData: FormData },
): Promise<IntentResult> {
	return intentError(400, 'Unknown action.')
}
