import { cn } from '#app/lib/cn'

// The message for a whole form, and the form-control look (in ui/input.tsx
// with the other primitives, re-exported here for the pages that import it
// from this module).

export { inputClass, inputClassName, type InputBox, textareaBox } from './ui/input'

/** A message for the whole form (rate limits, expired codes): announced when it appears. */
export function FormMessage({ tone = 'error', children }: { tone?: 'error' | 'info'; children: React.ReactNode }) {
	return (
		<div
			role={tone === 'error' ? 'alert' : 'status'}
			className={cn(
				'rounded-md border px-4 py-3 text-sm',
				tone === 'error' ? 'border-destructive/40 bg-destructive/5 text-destructive' : 'border-brand/30 bg-brand/5',
			)}
		>
			{children}
		</div>
	)
}
