import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { AssistantPanelProvider, useAssistantPanel } from './panel-provider'

// The hook outside its provider fails loudly (spec §4); inside, it hands out
// the state and the four actions.

function Probe() {
	const { state, open, openContext, newChat, close } = useAssistantPanel()
	return <p>{JSON.stringify({ state, actions: [open, openContext, newChat, close].map((action) => typeof action) })}</p>
}

test('useAssistantPanel outside its provider throws the spec’s message', () => {
	expect(() => renderToString(<Probe />)).toThrow('useAssistantPanel must be used within an AssistantPanelProvider')
})

test('inside the provider it starts closed, with starters, and offers the four actions', () => {
	const html = renderToString(
		<AssistantPanelProvider>
			<Probe />
		</AssistantPanelProvider>,
	)
	const decoded = html.replaceAll('&quot;', '"')
	expect(decoded).toContain('"isOpen":false')
	expect(decoded).toContain('"showStarters":true')
	expect(decoded).toContain('"actions":["function","function","function","function"]')
})
