// A tap on a script-driven control before the page is hydrated (its script
// still on the way on a slow phone) is kept, not lost («Speed» item 5): a few
// bytes of inline script in the head note which `[data-early-tap]` control
// was tapped until React has taken the page over (`<html data-hydrated>`),
// and the control's own hook acts on it once hydrated. Controls that can be
// plain HTML (menus, search, the GPA form; decision 041) need none of this.

declare global {
	interface Window {
		/** Names of the early-tap controls tapped before hydration, oldest first. */
		__earlyTaps?: string[]
	}
}

/** Runs in the head before anything else; the same text on both sides, so its CSP hash is stable. */
export const EARLY_TAPS_SCRIPT = `(function(){var taps=window.__earlyTaps=[];document.addEventListener('click',function(event){if(document.documentElement.hasAttribute('data-hydrated'))return;var target=event.target instanceof Element?event.target.closest('[data-early-tap]'):null;if(target)taps.push(target.getAttribute('data-early-tap'))},true)})()`

/** True, once, when `name` was tapped before hydration. */
export function takeEarlyTap(name: string): boolean {
	const taps = typeof window === 'undefined' ? undefined : window.__earlyTaps
	const index = taps?.indexOf(name) ?? -1
	if (index === -1) return false
	taps!.splice(index, 1)
	return true
}
