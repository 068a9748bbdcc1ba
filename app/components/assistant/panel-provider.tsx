import MessageCircle from 'lucide/dist/esm/icons/message-circle.mjs'
import { lazy, Suspense, useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { Button, type ButtonProps } from '#app/components/ui/button'
import { Icon } from '#app/components/ui/icon'
import { assistantPanelReducer, closedPanel } from '#app/features/assistant/panel-state'
import { AssistantPanelContext, type AssistantPanelApi, useAssistantPanel } from './panel-context'

// The assistant panel's state for the whole app (DECISIONS.md: the provider
// wraps the root layout, so any component may open it), the spec's hook, and
// the buttons that open it. The panel itself — chat, streaming, history — is
// loaded the first time it opens, so pages that never use it do not ship it.

export { useAssistantPanel }

const AssistantPanel = lazy(() => import('./assistant-panel'))

export function AssistantPanelProvider({ children }: { children: React.ReactNode }) {
	const [state, dispatch] = useReducer(assistantPanelReducer, closedPanel)
	const opener = useRef<HTMLElement | null>(null)
	const api = useMemo<AssistantPanelApi>(() => {
		const remember = () => {
			if (!state.isOpen && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null
		}
		return {
			state,
			open: (prompt, topic, fresh) => {
				remember()
				dispatch({ type: 'open', prompt, topic, fresh })
			},
			openContext: (topic, prompt) => {
				remember()
				dispatch({ type: 'openContext', topic, prompt })
			},
			newChat: () => dispatch({ type: 'newChat' }),
			close: () => dispatch({ type: 'close' }),
			returnFocus: () => opener.current?.focus(),
		}
	}, [state])
	// Mount the panel on first open and keep it, so closing and reopening is instant.
	const [loaded, setLoaded] = useState(false)
	useEffect(() => {
		if (state.isOpen) setLoaded(true)
	}, [state.isOpen])
	return (
		<AssistantPanelContext.Provider value={api}>
			{children}
			{loaded ? (
				<Suspense fallback={null}>
					<AssistantPanel />
				</Suspense>
			) : null}
		</AssistantPanelContext.Provider>
	)
}

/** "Ask Northstar": a fresh chat with starters. A tap before the page is hydrated opens it once hydrated (early-input.ts). */
export function AskNorthstarButton(props: Omit<ButtonProps, 'onClick'>) {
	const { open } = useAssistantPanel()
	return (
		<Button variant="ghost" size="sm" className="gap-2" aria-label="Ask Northstar" {...props} onClick={() => open(undefined, undefined, true)}>
			<Icon node={MessageCircle} className="size-4" />
			<span className="hidden sm:inline">Ask Northstar</span>
		</Button>
	)
}

/** "Ask about this" on a college, an essay or a deadline: resumes that topic's conversation. */
export function AskAboutButton({ topic, prompt, label, ...props }: Omit<ButtonProps, 'onClick'> & { topic: string; prompt: string; label: string }) {
	const { openContext } = useAssistantPanel()
	return (
		<Button variant="link" size="inline" className="gap-1! text-xs" {...props} onClick={() => openContext(topic, prompt)} aria-label={label}>
			<Icon node={MessageCircle} className="size-3.5" />
			Ask about this
		</Button>
	)
}
