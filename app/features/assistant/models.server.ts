import type { LanguageModelV3, LanguageModelV3StreamPart } from '@ai-sdk/provider'
import { createOpenAICompatible } from '@ai-sdk/openai-compatible'
import { createWorkersAI } from 'workers-ai-provider'
import type { Env } from '#app/lib/env'
import type { BuiltInAnswer } from './built-in'

// The assistant's model, chosen by AI_PROVIDER. Every provider is a language
// model the `ai` SDK streams the same way, so the route, persistence and the
// browser never know which one answered. The built-in one is a real model
// implementation that streams a composed, grounded answer word by word, with
// its sources as source parts.

type WorkersAiBinding = Exclude<Parameters<typeof createWorkersAI>[0]['binding'], undefined>

export const DEFAULT_WORKERS_AI_MODEL = '@cf/meta/llama-3.1-8b-instruct'

export type AssistantModelChoice = { kind: 'built-in' } | { kind: 'llm'; model: LanguageModelV3; name: string }

export function chooseAssistantModel(env: Env, workersAi: unknown): AssistantModelChoice {
	if (env.AI_PROVIDER === 'openai-compatible' && env.AI_BASE_URL && env.AI_MODEL) {
		const provider = createOpenAICompatible({ name: 'assistant', baseURL: env.AI_BASE_URL, apiKey: env.AI_API_KEY })
		return { kind: 'llm', model: provider.chatModel(env.AI_MODEL), name: env.AI_MODEL }
	}
	if (env.AI_PROVIDER === 'workers-ai' && workersAi) {
		const provider = createWorkersAI({ binding: workersAi as WorkersAiBinding })
		const name = env.AI_MODEL ?? DEFAULT_WORKERS_AI_MODEL
		return { kind: 'llm', model: provider(name as Parameters<typeof provider>[0]) as LanguageModelV3, name }
	}
	return { kind: 'built-in' }
}

const usage = (words: number) => ({
	inputTokens: { total: 0, noCache: 0, cacheRead: undefined, cacheWrite: undefined },
	outputTokens: { total: words, text: words, reasoning: undefined },
})

/** Streams a composed answer as a language model would: text deltas a few words at a time, then its sources. */
export function builtInModel(answer: (question: string) => Promise<BuiltInAnswer>, { delayMs = 12 }: { delayMs?: number } = {}): LanguageModelV3 {
	const lastUserText = (prompt: Parameters<LanguageModelV3['doStream']>[0]['prompt']) => {
		const last = [...prompt].reverse().find((message) => message.role === 'user')
		if (!last || last.role !== 'user') return ''
		return last.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ')
	}
	return {
		specificationVersion: 'v3',
		provider: 'northstar',
		modelId: 'built-in',
		supportedUrls: {},
		async doGenerate(options) {
			const { text, sources } = await answer(lastUserText(options.prompt))
			return {
				content: [{ type: 'text', text }, ...sources.map((source, index) => ({ type: 'source' as const, sourceType: 'url' as const, id: `source-${index}`, url: source.href, title: source.title }))],
				finishReason: { unified: 'stop', raw: undefined },
				usage: usage(text.split(/\s+/).length),
				warnings: [],
			}
		},
		async doStream(options) {
			const { text, sources } = await answer(lastUserText(options.prompt))
			const chunks = text.match(/\S+\s*/g) ?? []
			const signal = options.abortSignal
			const stream = new ReadableStream<LanguageModelV3StreamPart>({
				async start(controller) {
					controller.enqueue({ type: 'stream-start', warnings: [] })
					controller.enqueue({ type: 'text-start', id: 'text-1' })
					for (let index = 0; index < chunks.length; index += 3) {
						if (signal?.aborted) break
						controller.enqueue({ type: 'text-delta', id: 'text-1', delta: chunks.slice(index, index + 3).join('') })
						if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs))
					}
					controller.enqueue({ type: 'text-end', id: 'text-1' })
					sources.forEach((source, index) => controller.enqueue({ type: 'source', sourceType: 'url', id: `source-${index}`, url: source.href, title: source.title }))
					controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage: usage(chunks.length) })
					controller.close()
				},
			})
			return { stream }
		},
	}
}
