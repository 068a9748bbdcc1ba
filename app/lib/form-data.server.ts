import { data } from 'react-router'

// Actions read their form here, not with request.formData() directly: a body
// that is not a URL-encoded form (JSON, garbage, multipart, no
// content type) is the sender's mistake, answered 400, never a crash (500).
//
// A form's shape is bounded here too, before Conform turns it into an object
// (decision 054, app/lib/form-data.attack.test.ts). There a name sent n times
// costs n², since each repeat copies the array so far, and a number in a name
// (`a[10000000]`, or `a.10000000` once `a` is an array) makes an array of that
// many slots, which the form's reply then sends back. Our largest forms have a
// few dozen fields and indexes of a dozen: these limits leave room.
export const FORM_SHAPE_LIMITS = {
	fields: 500,
	/** The recommendation form's colleges are at most 40 checkboxes of one name. */
	sameName: 200,
	/** A number segment of a name, `[12]` or `.12`. */
	arrayIndex: 100,
	/** The array slots all the names' numbers can make together: `a[3]` makes 4. */
	arraySlots: 2_000,
	nameLength: 200,
	/** Segments in a name such as `activities[2].title` (3). */
	nameDepth: 6,
} as const

/**
 * Conform's own fields. An intent (`__intent__`, a JSON edit of the form: update,
 * reset, insert, remove, reorder) names paths of its own, and no form of ours
 * sends one to the server: an action never succeeds with one. So a form that
 * carries it is refused; `__state__` must at least be JSON.
 */
const CONFORM_INTENT = '__intent__'
const CONFORM_STATE = '__state__'

const UNREADABLE = 'That form could not be read. Reload the page and try again.'

export async function readFormData(request: Request): Promise<FormData> {
	// Reading a body twice is the code's mistake, not the sender's: that one still throws.
	if (request.bodyUsed) return request.formData()
	// Our forms post URL-encoded; the one multipart form, the upload, reads its
	// body with its own parser (decision 055). The platform's multipart parser
	// works per header line: 1 MB of them cost a public form 260 ms, not 30.
	if (/^\s*multipart\//i.test(request.headers.get('content-type') ?? '')) throw data(UNREADABLE, { status: 400 })
	let form: FormData
	try {
		form = await request.formData()
	} catch (error) {
		if (!(error instanceof TypeError)) throw error
		throw data(UNREADABLE, { status: 400 })
	}
	if (!withinShapeLimits(form)) throw data(UNREADABLE, { status: 400 })
	return form
}

/** A name's segments as Conform reads them: `a.b[2][]` is `a`, `b`, `2`, ``. */
const segmentPattern = /([^.[\]]+)|\[(\d*)\]/g

/** Whether a form's names stay within FORM_SHAPE_LIMITS, with no Conform intent and a readable state. */
function withinShapeLimits(form: FormData): boolean {
	if (form.has(CONFORM_INTENT)) return false
	const state = form.get(CONFORM_STATE)
	if (state !== null && !isJson(state)) return false
	const timesSent = new Map<string, number>()
	let fields = 0
	let arraySlots = 0
	for (const name of form.keys()) {
		if (++fields > FORM_SHAPE_LIMITS.fields) return false
		const count = (timesSent.get(name) ?? 0) + 1
		if (count > FORM_SHAPE_LIMITS.sameName) return false
		timesSent.set(name, count)
		if (count > 1) continue // the same name was checked when it came first
		if (name.length > FORM_SHAPE_LIMITS.nameLength) return false
		let depth = 0
		for (const [, key, index] of name.matchAll(segmentPattern)) {
			if (++depth > FORM_SHAPE_LIMITS.nameDepth) return false
			const number = index ?? (/^\d+$/.test(key!) ? key : undefined)
			if (!number) continue
			if (Number(number) > FORM_SHAPE_LIMITS.arrayIndex) return false
			arraySlots += Number(number) + 1
			if (arraySlots > FORM_SHAPE_LIMITS.arraySlots) return false
		}
	}
	return true
}

function isJson(value: FormDataEntryValue) {
	if (typeof value !== 'string') return false
	try {
		JSON.parse(value)
		return true
	} catch {
		return false
	}
}
