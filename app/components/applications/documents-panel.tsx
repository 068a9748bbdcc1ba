import type { loadDocumentsTab } from '#app/features/documents/documents-tab.server'

// STUB — the documents helper replaces this file.

export function DocumentsPanel(_props: { accountId: string; data: Awaited<ReturnType<typeof loadDocumentsTab>>; readOnly: boolean }) {
	return null
}
