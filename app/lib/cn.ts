import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

// Joins class names. There is no "later class wins" at run time: two classes
// that set the same thing (`px-3` and `px-4`) would be settled by the order of
// the stylesheet, not of the list, so callers never pass both — an override
// uses a variant (`max-sm:hidden`) or Tailwind's `!` instead. The browser ships
// without a class merger for it (decision 019). Development (`npm run dev`) and
// every test (vitest, and the built server Playwright starts under
// NODE_ENV=test) check the rule with tailwind-merge: tests fail on a conflict,
// development logs it once. A production server skips the check: it cost every
// class list of every rendered page, for code the tests already checked.

// Decided once, when the module loads. In the browser's production bundle this
// is `false` and tailwind-merge is left out.
const checking = import.meta.env.DEV || (import.meta.env.SSR && runningTests())

export function cn(...inputs: ClassValue[]) {
	const classes = clsx(inputs)
	if (checking) checkForConflicts(classes)
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
