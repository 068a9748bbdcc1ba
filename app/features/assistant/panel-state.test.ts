import { expect, test } from 'vitest'
import { assistantPanelReducer, closedPanel } from './panel-state'

const open = { isOpen: true, initialPrompt: 'old', topic: 'essays', conversationId: 'context-essays', showStarters: false }

test('open: with a prompt and topic, no conversation id, starters only for an empty prompt', () => {
	expect(assistantPanelReducer(closedPanel, { type: 'open', prompt: 'When is the FAFSA due?', topic: 'financial-aid' })).toEqual({
		isOpen: true,
		initialPrompt: 'When is the FAFSA due?',
		topic: 'financial-aid',
		conversationId: null,
		showStarters: false,
	})
	expect(assistantPanelReducer(open, { type: 'open' })).toEqual({ isOpen: true, initialPrompt: '', topic: null, conversationId: null, showStarters: true })
})

test('open with the fresh flag: a new chat with starters, whatever was passed', () => {
	expect(assistantPanelReducer(open, { type: 'open', prompt: 'ignored', topic: 'ignored', fresh: true })).toEqual({ ...closedPanel, isOpen: true, showStarters: true })
})

test("openContext: the conversation id is 'context-' + topic and starters are hidden", () => {
	expect(assistantPanelReducer(closedPanel, { type: 'openContext', topic: 'college-123', prompt: 'Is this a reach?' })).toEqual({
		isOpen: true,
		initialPrompt: 'Is this a reach?',
		topic: 'college-123',
		conversationId: 'context-college-123',
		showStarters: false,
	})
	expect(assistantPanelReducer(closedPanel, { type: 'openContext', topic: 'essays' }).initialPrompt).toBe('')
})

test('newChat clears everything and shows starters; close resets and closes', () => {
	expect(assistantPanelReducer(open, { type: 'newChat' })).toEqual({ isOpen: true, initialPrompt: '', topic: null, conversationId: null, showStarters: true })
	expect(assistantPanelReducer(open, { type: 'close' })).toEqual(closedPanel)
	expect(closedPanel.isOpen).toBe(false)
})
