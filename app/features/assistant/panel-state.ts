// The assistant panel's state and its four actions, exactly as spec §3–§4
// say, as a reducer so every transition is tested without a browser.

export interface AssistantPanelState {
	isOpen: boolean
	initialPrompt: string
	topic: string | null
	conversationId: string | null
	showStarters: boolean
}

export type AssistantPanelAction =
	/** (1) Open with an optional prompt and topic; `fresh` opens a new chat with starters. */
	| { type: 'open'; prompt?: string; topic?: string | null; fresh?: boolean }
	/** (2) Resume the conversation kept for a topic ('context-' + topic), starters hidden. */
	| { type: 'openContext'; topic: string; prompt?: string }
	/** (3) A new chat: everything cleared, starters shown. */
	| { type: 'newChat' }
	/** (4) Reset and close. */
	| { type: 'close' }

export const closedPanel: AssistantPanelState = { isOpen: false, initialPrompt: '', topic: null, conversationId: null, showStarters: true }

export const contextConversationId = (topic: string) => `context-${topic}`

export function assistantPanelReducer(state: AssistantPanelState, action: AssistantPanelAction): AssistantPanelState {
	switch (action.type) {
		case 'open': {
			if (action.fresh) return { ...closedPanel, isOpen: true }
			const prompt = action.prompt ?? ''
			return { isOpen: true, initialPrompt: prompt, topic: action.topic ?? null, conversationId: null, showStarters: prompt === '' }
		}
		case 'openContext':
			return { isOpen: true, initialPrompt: action.prompt ?? '', topic: action.topic, conversationId: contextConversationId(action.topic), showStarters: false }
		case 'newChat':
			return { ...closedPanel, isOpen: true }
		case 'close':
			return closedPanel
		default:
			return state
	}
}

/** Shown in the panel when no language model is configured: honest about what answers. */
export const BUILT_IN_NOTE = 'Northstar’s built-in guide — not an AI model. It answers from your plan and our own guides.'
