import { data } from 'react-router'

// Actions read their form here, not with request.formData() directly: a body
// that is not a form (JSON, garbage, a multipart without its boundary, no
// content type) is the sender's mistake, answered 400, never a crash (500).
//
// A form's shape is bounded here too, before Conform turns it into an object
// (app/lib/form-data.attack.test.ts). There a name sent n times costs n²,
// since each repeat copies the array so far, and a name such as `a[10000000]`
// builds an array of that many slots, which the form's reply then sends
// back. Our largest forms have a few dozen fields: these limits leave room.
export const FORM_SHAPE_LIMITS = {
	fields: 1_000,
	/** The recommendation form's colleges are at most 40 checkboxes of one name. */
	sameName: 200,
	arrayIndex: 1_000,
	nameLength: 200,
	/** Segments in a name such as `activities[2].title` (3). */
	nameDepth: 8,
} as const

const UNREADABLE = 'That form could not be read. Reload the page and try again.'

export async function readFormData(request: Request): Promise<FormData> {
	// Reading a body twice is the code's mistake, not the sender's: that one still throws.
	if (request.bodyUsed) return request.formData()
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

/** Whether a form's names stay within FORM_SHAPE_LIMITS. */
export function withinShapeLimits(form: FormData): boolean {
	const timesSent = new Map<string, number>()
	let fields = 0
	for (const name of form.keys()) {
		if (++fields > FORM_SHAPE_LIMITS.fields) return false
		const count = (timesSent.get(name) ?? 0) + 1
		if (count > FORM_SHAPE_LIMITS.sameName) return false
		timesSent.set(name, count)
		if (count > 1) continue // the same name was checked when it came first
		if (name.length > FORM_SHAPE_LIMITS.nameLength) return false
		if (name.split(/[.[]/).length > FORM_SHAPE_LIMITS.nameDepth) return false
		for (const [, index] of name.matchAll(/\[(\d+)\]/g)) if (Number(index) > FORM_SHAPE_LIMITS.arrayIndex) return false
	}
	return true
}
