import { useChat } from '@ai-sdk/react'
import * as Dialog from '@radix-ui/react-dialog'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { DefaultChatTransport, type UIMessage } from 'ai'
import { History, Plus, Send, Square, X } from 'lucide'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Link, useParams } from 'react-router'
import { inputClass, textareaBox } from '#app/components/form-controls'
import { QueryProvider } from '#app/components/query-provider'
import { Button } from '#app/components/ui/button'
import { Icon } from '#app/components/ui/icon'
import { BUILT_IN_NOTE } from '#app/features/assistant/panel-state'
import { cn } from '#app/lib/cn'
import { callServerFn } from '#app/server-functions/client'
import { useAssistantPanel } from './panel-context'

// The assistant panel: a sheet on wide screens, the whole screen on phones.
// The answer streams in (Stop halts it, Retry asks again), with the guides it
// drew on as links; History lists the member's own conversations to reopen,
// rename or delete. Signed in, it talks to /a/{id}/assistant/chat; on public
// pages to /assistant/chat (the guides only).

type Metadata = { conversationId?: string; model?: string }
type ChatMessage = UIMessage<Metadata>
type StoredMessage = { id: string; role: 'user' | 'assistant'; content: string; sources: Array<{ title: string; href: string }> }

const accountStarters = ['What’s due this week?', 'Is my college list balanced?', 'What’s still missing on my applications?', 'When should we file the FAFSA?']
const publicStarters = ['What is Early Decision?', 'When does the FAFSA open?', 'How many colleges should I apply to?', 'How do I start the Common App essay?']

const toUiMessage = (message: StoredMessage): ChatMessage => ({
	id: message.id,
	role: message.role,
	parts: [{ type: 'text', text: message.content }, ...message.sources.map((source, index) => ({ type: 'source-url' as const, sourceId: `${message.id}-${index}`, url: source.href, title: source.title }))],
})

/** The server answers errors as { error: { message } }; the transport hands us the body as text. */
function errorText(error: Error | undefined): string {
	if (!error) return ''
	try {
		return (JSON.parse(error.message) as { error?: { message?: string } }).error?.message ?? 'Something went wrong. Try again.'
	} catch {
		return error.message.startsWith('{') || error.message.length > 200 ? 'Something went wrong. Try again.' : error.message || 'Could not reach Northstar. Check your connection and try again.'
	}
}

// Mounted at the root, outside any layout that provides TanStack Query.
export default function AssistantPanel() {
	return (
		<QueryProvider>
			<Panel />
		</QueryProvider>
	)
}

function Panel() {
	const { state, close, newChat, returnFocus } = useAssistantPanel()
	const accountId = useParams().accountId ?? null
	const [view, setView] = useState<'chat' | 'history'>('chat')
	const [chatKey, setChatKey] = useState(() => crypto.randomUUID())
	// The server's conversation id, or 'context-{topic}' (the server resumes it).
	const conversationRef = useRef<string | null>(state.conversationId)
	const api = accountId ? `/a/${accountId}/assistant/chat` : '/assistant/chat'
	const transport = useMemo(
		() =>
			new DefaultChatTransport<ChatMessage>({
				api,
				prepareSendMessagesRequest: ({ messages }) => {
					const last = messages.at(-1)
					const text = last?.parts.map((part) => (part.type === 'text' ? part.text : '')).join('') ?? ''
					return { body: { conversationId: conversationRef.current, text } }
				},
			}),
		[api],
	)
	const chat = useChat<ChatMessage>({
		id: chatKey,
		transport,
		onFinish: ({ message }) => {
			if (message.metadata?.conversationId && !conversationRef.current?.startsWith('context-')) conversationRef.current = message.metadata.conversationId
		},
	})
	const { messages, sendMessage, status, stop, error, regenerate, setMessages } = chat
	const [input, setInput] = useState('')
	const inputRef = useRef<HTMLTextAreaElement>(null)
	const pendingPrompt = useRef<string | null>(null)

	// Each open, new chat or context switch starts from what the panel state says.
	useEffect(() => {
		if (!state.isOpen) return
		setView('chat')
		conversationRef.current = state.conversationId
		setChatKey(crypto.randomUUID())
		setInput('')
		pendingPrompt.current = state.initialPrompt || null
	}, [state.isOpen, state.conversationId, state.topic, state.initialPrompt, state.showStarters])

	// A context conversation resumes: load what was said before, then ask the prompt.
	useEffect(() => {
		const key = conversationRef.current
		let cancelled = false
		async function start() {
			if (key && accountId) {
				const stored = await callServerFn<{ messages: StoredMessage[] }>('getAssistantConversation', { accountId, conversationId: key }, { method: 'GET' }).catch(() => ({ messages: [] }))
				if (cancelled) return
				setMessages(stored.messages.map(toUiMessage))
			}
			const prompt = pendingPrompt.current
			pendingPrompt.current = null
			if (prompt) void sendMessage({ text: prompt })
			else inputRef.current?.focus()
		}
		void start()
		return () => {
			cancelled = true
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [chatKey])

	const busy = status === 'submitted' || status === 'streaming'
	const lastModel = [...messages].reverse().find((message) => message.role === 'assistant')?.metadata?.model
	function submit(text: string) {
		const question = text.trim()
		if (!question || busy) return
		setInput('')
		void sendMessage({ text: question })
	}

	function openConversation(id: string) {
		conversationRef.current = id
		pendingPrompt.current = null
		setView('chat')
		setChatKey(`${id}-${crypto.randomUUID()}`)
	}

	const statusText = status === 'submitted' ? 'Sending your question…' : status === 'streaming' ? 'Northstar is answering…' : messages.length && status === 'ready' ? 'Answer ready.' : ''
	return (
		<Dialog.Root open={state.isOpen} onOpenChange={(open) => (open ? null : close())}>
			<Dialog.Portal>
				<Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
				<Dialog.Content
					className="fixed inset-0 z-50 flex flex-col bg-background shadow-xl outline-none sm:inset-y-0 sm:right-0 sm:left-auto sm:w-[28rem] sm:border-l"
					aria-describedby="assistant-description"
					onOpenAutoFocus={(event) => {
						event.preventDefault()
						inputRef.current?.focus()
					}}
					onCloseAutoFocus={(event) => {
						event.preventDefault()
						returnFocus()
					}}
				>
					<div className="flex items-center gap-2 border-b px-4 py-3">
						<Dialog.Title className="font-semibold">Ask Northstar</Dialog.Title>
						<div className="ml-auto flex items-center gap-1">
							{accountId ? (
								<Button variant="ghost" size="icon" aria-label={view === 'history' ? 'Back to the chat' : 'Your conversations'} aria-pressed={view === 'history'} onClick={() => setView(view === 'history' ? 'chat' : 'history')}>
									<Icon node={History} className="size-4" aria-hidden />
								</Button>
							) : null}
							<Button variant="ghost" size="icon" aria-label="New chat" onClick={() => newChat()}>
								<Icon node={Plus} className="size-4" aria-hidden />
							</Button>
							<Dialog.Close asChild>
								<Button variant="ghost" size="icon" aria-label="Close the assistant">
									<Icon node={X} className="size-4" aria-hidden />
								</Button>
							</Dialog.Close>
						</div>
					</div>
					<Dialog.Description id="assistant-description" className="border-b bg-muted/40 px-4 py-2 text-xs text-muted-foreground">
						{lastModel && lastModel !== 'built-in'
							? 'Answers come from an AI model reading your plan. It can be wrong: check dates with each college.'
							: accountId
								? BUILT_IN_NOTE
								: 'Answers from Northstar’s public guides. Sign in and it answers from your own plan too.'}
					</Dialog.Description>
					{view === 'history' && accountId ? (
						<ConversationHistory accountId={accountId} onOpen={openConversation} />
					) : (
						<>
							<div role="log" aria-label="Conversation" aria-busy={busy} className="flex-1 space-y-4 overflow-y-auto px-4 py-4" data-testid="assistant-messages">
								{messages.length === 0 && state.showStarters ? (
									<div className="flex flex-col gap-2">
										<p className="text-sm text-muted-foreground">Try one of these, or ask your own question.</p>
										<ul className="flex flex-col gap-2">
											{(accountId ? accountStarters : publicStarters).map((starter) => (
												<li key={starter}>
													<Button variant="outline" size="inline" className="w-full justify-start! px-3 py-2 text-left text-xs" onClick={() => submit(starter)}>
														{starter}
													</Button>
												</li>
											))}
										</ul>
									</div>
								) : null}
								{messages.map((message) => (
									<MessageBubble key={message.id} message={message} onNavigate={close} />
								))}
								{error ? (
									<div role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
										<p>{errorText(error)}</p>
										<Button variant="outline" size="sm" className="mt-2" onClick={() => void regenerate()}>
											Retry
										</Button>
									</div>
								) : null}
							</div>
							<p role="status" className="sr-only">
								{statusText}
							</p>
							<form
								className="flex items-end gap-2 border-t p-3"
								onSubmit={(event) => {
									event.preventDefault()
									submit(input)
								}}
							>
								<label htmlFor="assistant-input" className="sr-only">
									Your question
								</label>
								<textarea
									id="assistant-input"
									ref={inputRef}
									rows={2}
									maxLength={2000}
									value={input}
									onChange={(event) => setInput(event.target.value)}
									onKeyDown={(event) => {
										if (event.key === 'Enter' && !event.shiftKey) {
											event.preventDefault()
											submit(input)
										}
									}}
									placeholder="Ask about deadlines, your list, essays, aid…"
									className={inputClass(textareaBox, 'min-h-11 resize-none')}
								/>
								{busy ? (
									<Button type="button" variant="outline" size="icon" aria-label="Stop the answer" onClick={() => void stop()}>
										<Icon node={Square} className="size-4" aria-hidden />
									</Button>
								) : (
									<Button type="submit" variant="brand" size="icon" aria-label="Send" disabled={!input.trim()}>
										<Icon node={Send} className="size-4" aria-hidden />
									</Button>
								)}
							</form>
						</>
					)}
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}

function MessageBubble({ message, onNavigate }: { message: ChatMessage; onNavigate: () => void }) {
	const text = message.parts.map((part) => (part.type === 'text' ? part.text : '')).join('')
	const sources = message.parts.flatMap((part) => (part.type === 'source-url' ? [{ href: part.url, title: part.title ?? part.url }] : []))
	const mine = message.role === 'user'
	return (
		<div className={cn('flex flex-col gap-2', mine && 'items-end')} data-testid={mine ? 'assistant-question' : 'assistant-answer'}>
			<div className={cn('max-w-[90%] rounded-2xl px-3 py-2 text-sm', mine ? 'bg-brand text-brand-foreground' : 'bg-muted')}>
				<span className="sr-only">{mine ? 'You: ' : 'Northstar: '}</span>
				<FormattedText text={text} />
			</div>
			{sources.length ? (
				<ul aria-label="Sources" className="flex max-w-[90%] flex-wrap gap-2">
					{sources.map((source) => (
						<li key={source.href}>
							<Link to={source.href} onClick={onNavigate} className="inline-block rounded-full border px-2.5 py-1 text-xs text-brand hover:bg-brand/5">
								{source.title}
							</Link>
						</li>
					))}
				</ul>
			) : null}
		</div>
	)
}

/** Paragraphs and "- " bullet lines, the only formatting answers use. */
function FormattedText({ text }: { text: string }) {
	return (
		<>
			{text.split(/\n{2,}/).map((block, index) => {
				const lines = block.split('\n')
				const bullets = lines.filter((line) => line.startsWith('- '))
				const lead = lines.filter((line) => !line.startsWith('- ')).join(' ')
				return (
					<div key={index} className={cn(index > 0 && 'mt-2')}>
						{lead ? <p className="whitespace-pre-line">{lead}</p> : null}
						{bullets.length ? (
							<ul className="mt-1 list-disc space-y-0.5 pl-4">
								{bullets.map((line, bullet) => (
									<li key={bullet}>{line.slice(2)}</li>
								))}
							</ul>
						) : null}
					</div>
				)
			})}
		</>
	)
}

function ConversationHistory({ accountId, onOpen }: { accountId: string; onOpen: (id: string) => void }) {
	const queryClient = useQueryClient()
	const queryKey = ['assistant-conversations', accountId]
	const conversations = useQuery({
		queryKey,
		queryFn: () => callServerFn<Array<{ id: string; key: string | null; title: string; updatedAt: number }>>('listAssistantConversations', { accountId }, { method: 'GET' }),
	})
	const [renaming, setRenaming] = useState<string | null>(null)
	const renameId = useId()
	async function change(id: string, data: Record<string, string>, fn: 'renameAssistantConversation' | 'deleteAssistantConversation') {
		await callServerFn(fn, { accountId, conversationId: id, ...data }, { method: 'POST' })
		setRenaming(null)
		await queryClient.invalidateQueries({ queryKey })
	}
	if (conversations.isPending) return <p className="p-4 text-sm text-muted-foreground">Loading your conversations…</p>
	if (conversations.isError) return <p role="alert" className="p-4 text-sm text-destructive">Your conversations could not be loaded. Try again in a moment.</p>
	if (!conversations.data.length) return <p className="p-4 text-sm text-muted-foreground">No conversations yet. Ask a question and it will be kept here — only you can see it.</p>
	return (
		<ul className="flex-1 divide-y overflow-y-auto" aria-label="Your conversations">
			{conversations.data.map((conversation) => (
				<li key={conversation.id} className="flex flex-wrap items-center gap-2 px-4 py-3">
					{renaming === conversation.id ? (
						<form
							className="flex w-full gap-2"
							onSubmit={(event) => {
								event.preventDefault()
								const title = String(new FormData(event.currentTarget).get('title') ?? '')
								void change(conversation.id, { title }, 'renameAssistantConversation')
							}}
						>
							<label htmlFor={renameId} className="sr-only">
								New name
							</label>
							<input id={renameId} name="title" defaultValue={conversation.title} maxLength={80} required className={inputClass({ height: 'h-9' })} autoFocus />
							<Button type="submit" size="sm" variant="brand">
								Save
							</Button>
						</form>
					) : (
						<>
							<button type="button" className="min-w-0 flex-1 truncate text-left text-sm font-medium hover:text-brand" onClick={() => onOpen(conversation.key ?? conversation.id)}>
								{conversation.title}
							</button>
							<Button variant="link" size="inline" className="text-xs" onClick={() => setRenaming(conversation.id)} aria-label={`Rename: ${conversation.title}`}>
								Rename
							</Button>
							<Button variant="destructive-link" size="inline" className="text-xs" onClick={() => void change(conversation.id, {}, 'deleteAssistantConversation')} aria-label={`Delete: ${conversation.title}`}>
								Delete
							</Button>
						</>
					)}
				</li>
			))}
		</ul>
	)
}
