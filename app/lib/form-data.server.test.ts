import { expect, test } from 'vitest'
import { settle } from '../../tests/support/route-args'
import { readFormData } from './form-data.server'

const post = (body: BodyInit | undefined, contentType?: string) =>
	new Request('http://localhost:3000/a/x/tasks', { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} })

test('reads a urlencoded or multipart form', async () => {
	expect((await readFormData(post(new URLSearchParams({ intent: 'create', title: 'Visit' })))).get('title')).toBe('Visit')
	const form = new FormData()
	form.set('intent', 'delete')
	expect((await readFormData(post(form))).get('intent')).toBe('delete')
})

test('a body that is not a form is a 400, not a crash', async () => {
	for (const [body, contentType] of [
		['{"intent":"create"}', 'application/json'],
		['intent=create', 'text/plain'],
		[undefined, undefined],
		['--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\n', 'multipart/form-data; boundary=x'],
		['intent=create', 'multipart/form-data'],
	] as const) {
		const result = await settle(() => readFormData(post(body, contentType)))
		expect(result.status, `${contentType}: ${body}`).toBe(400)
	}
})

test('a body already read is the code’s mistake and still throws', async () => {
	const request = post(new URLSearchParams({ intent: 'create' }))
	await request.formData()
	await expect(readFormData(request)).rejects.toThrow(TypeError)
})
