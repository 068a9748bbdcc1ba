import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

// Joins class names. There is no "later class wins" at run time: two classes
// that set the same thing (`px-3` and `px-4`) would be settled by the order of
// the stylesheet, not of the list, so callers never pass both — an override
// uses a variant (`max-sm:hidden`) or Tailwind's `!` instead. The browser ships
// without a class merger for it (decision 019). Rendering on the server (and in
// development) checks the rule with tailwind-merge: tests fail on a conflict;
// anywhere else it is logged once.

export function cn(...inputs: ClassValue[]) {
	const classes = clsx(inputs)
	if (import.meta.env.SSR || import.meta.env.DEV) checkForConflicts(classes)
	return classes
}

const reported = new Set<string>()

function checkForConflicts(classes: string) {
	const kept = new Set(twMerge(classes).split(' '))
	const overridden = classes.split(' ').filter((name) => name && !kept.has(name))
	if (overridden.length === 0 || reported.has(classes)) return
	const message = `Conflicting classes: ${overridden.join(', ')} overridden in "${classes}"`
	if (runningTests()) throw new Error(message)
	reported.add(classes)
	console.error(message)
}

/** Read at run time: the Worker has no process, and bundlers may inline NODE_ENV. */
function runningTests() {
	const host = globalThis as { process?: { env?: Record<string, string | undefined> } }
	return host.process?.env?.NODE_ENV === 'test'
}
