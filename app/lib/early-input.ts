// What a visitor does before the page's script has run is kept, not lost
// («Speed» item 5, decision 056). On a slow phone a page paints a second or
// more before React takes it over. Until then a button only script answers
// ignores a tap, and a field's new value (a ticked box, a typed name, a picked
// option) is put back by React's first render after hydration, since React's
// state never heard of it. A few hundred bytes of inline script in the head
// (EARLY_INPUT_SCRIPT) note both, a field with the value the visitor left in
// it, and once the page is hydrated the root acts them out again
// (replayEarlyInput), oldest first.
//
// Taps are noted until the client entry hands the page to React
// (reactTakesTaps): from hydrateRoot on, React answers a tap itself, hydrating
// at once to do so, and noting it too would act it out twice. A button tapped
// more than once is acted out once: a second tap on a page that did not answer
// is the same wish. Fields are noted until the page is hydrated, because React
// does not see a change made while it hydrates; acting a field's value out
// again is harmless when React did.
//
// A field's change handler reads the field (`event.currentTarget.checked`,
// `.value`) rather than toggling its state: the acted-out change lands on top
// of whatever the page has loaded meanwhile (a checklist's saved ticks).

declare global {
	interface Window {
		__earlyInput?: EarlyInput
	}
}

interface EarlyInput {
	/** Buttons tapped and fields changed before hydration, each once, oldest first (a field where it was changed last). */
	done: Noted[]
	/** Set as the client entry calls hydrateRoot. */
	reactTakesTaps: boolean
}

/** A tap (the button alone), or a change: the field as the visitor left it, read as it happened. */
interface Noted {
	target: Element
	value?: string
	checked?: boolean
	start?: number | null
	end?: number | null
}

/**
 * Runs in the head before anything can be tapped. A button counts when only
 * script answers it: `type="button"`, or a submit button outside any form.
 * Submit buttons, links, `<summary>` and popover buttons work without script
 * and are left to the browser. Only the server's HTML carries the text (the
 * root renders it on the server alone): the browser has run it by the time the
 * client's code arrives.
 */
export const EARLY_INPUT_SCRIPT = `(()=>{\
const early=window.__earlyInput={done:[],reactTakesTaps:false};\
const note=(event)=>{\
const target=event.target;if(!(target instanceof Element)||document.documentElement.hasAttribute('data-hydrated'))return;\
if(event.type!=='click'){if(target.matches('input,select,textarea'))early.done=early.done.filter((noted)=>noted.target!==target).concat({target,value:target.value,checked:target.checked,start:target.selectionStart,end:target.selectionEnd});return}\
const button=early.reactTakesTaps?null:target.closest('button');\
if(button&&!early.done.some((noted)=>noted.target===button)&&!button.hasAttribute('popovertarget')&&!button.hasAttribute('commandfor')&&(button.type==='button'||(button.type==='submit'&&!button.form)))early.done.push({target:button})\
};\
for(const type of ['click','input','change'])document.addEventListener(type,note,true)\
})()`

/** The client entry, as it calls hydrateRoot: React answers taps from here on. */
export function reactTakesTaps() {
	if (window.__earlyInput) window.__earlyInput.reactTakesTaps = true
}

/**
 * The root, once hydrated: the noted taps and changes, acted out again for
 * React to see. Called from the root's effect, which runs after every route's,
 * so a page has asked for its saved state by then and the visitor's changes
 * land on top of it. They are acted out just after the effects, not inside
 * them: inside, React can only queue an event's update, then puts a controlled
 * field back as it was, and a handler that reads its event later (in a state
 * updater) would read the old value.
 */
export function replayEarlyInput() {
	const done = window.__earlyInput?.done.splice(0) ?? []
	if (done.length > 0) queueMicrotask(() => done.forEach(actOut))
}

function actOut(noted: Noted) {
	const { target } = noted
	// Gone when React rendered the page again in the browser (its HTML did not match): nothing to hand over.
	if (!target.isConnected) return
	if (target instanceof HTMLButtonElement) target.click()
	else if (target instanceof HTMLSelectElement) actOutSelect(target, noted)
	else if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) actOutBox(target, noted)
	// React reads a file input from its change event; its files are still the chosen ones.
	else if (target instanceof HTMLInputElement && target.type === 'file') {
		if (target.files?.length) target.dispatchEvent(new Event('change', { bubbles: true }))
	} else actOutText(target as HTMLInputElement | HTMLTextAreaElement, noted)
}

/** React reads a select's value from its change event, whatever it was before. */
function actOutSelect(select: HTMLSelectElement, { value }: Noted) {
	if (!select.multiple) {
		const rendered = [...select.options].find((option) => option.defaultSelected) ?? select.options[0]
		if (value === rendered?.value) return
		select.value = value ?? ''
	}
	select.dispatchEvent(new Event('change', { bubbles: true }))
}

/** React notes every assignment to a box: the other state first, then the tap, which React sees as a change. */
function actOutBox(box: HTMLInputElement, { checked }: Noted) {
	if (checked === box.defaultChecked || box.disabled) return
	box.checked = !checked
	box.click()
	// A handler that refused the tap leaves the box as the visitor left it, as before hydration.
	if (box.checked !== checked) box.checked = Boolean(checked)
}

function actOutText(field: HTMLInputElement | HTMLTextAreaElement, { value = '', start = null, end = null }: Noted) {
	// What the server rendered is no change (React has put a textarea's text back by now; the noted value is the visitor's).
	if (value === field.defaultValue) return
	// React notes the value set here as the one it knows, and the prototype's setter puts the
	// visitor's text back without telling it: the input event then reads as a change.
	field.value = field.defaultValue
	const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype
	Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
	// Assigning a value moves the caret to the end; someone typing keeps it where it was.
	if (document.activeElement === field && start !== null && end !== null) field.setSelectionRange(start, end)
	field.dispatchEvent(new Event('input', { bubbles: true }))
}
