import { createContext, useContext } from 'react'
import type { AssistantPanelState } from '#app/features/assistant/panel-state'

// The assistant panel's context, apart from its provider: the panel (loaded
// on demand by the provider) reads it without importing the provider back.

export interface AssistantPanelApi {
	state: AssistantPanelState
	open: (prompt?: string, topic?: string | null, fresh?: boolean) => void
	openContext: (topic: string, prompt?: string) => void
	newChat: () => void
	close: () => void
	/** Where focus goes back to when the panel closes: what opened it. */
	returnFocus: () => void
}

export const AssistantPanelContext = createContext<AssistantPanelApi | null>(null)

export function useAssistantPanel(): AssistantPanelApi {
	const api = useContext(AssistantPanelContext)
	if (!api) throw new Error('useAssistantPanel must be used within an AssistantPanelProvider')
	return api
}
