import { data } from 'react-router'

// Actions read their form here, not with request.formData() directly: a body
// that is not a form (JSON, garbage, a multipart without its boundary, no
// content type) is the sender's mistake, answered 400, never a crash (500).

export async function readFormData(request: Request): Promise<FormData> {
	// Reading a body twice is the code's mistake, not the sender's: that one still throws.
	if (request.bodyUsed) return request.formData()
	try {
		return await request.formData()
	} catch (error) {
		if (!(error instanceof TypeError)) throw error
		throw data('That form could not be read. Reload the page and try again.', { status: 400 })
	}
}
