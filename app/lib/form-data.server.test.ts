import { expect, test } from 'vitest'
import { settle } from '../../tests/support/route-args'
import { FORM_SHAPE_LIMITS, readFormData } from './form-data.server'

const post = (body: BodyInit | undefined, contentType?: string) =>
	new Request('http://localhost:3000/a/x/tasks', { method: 'POST', body, headers: contentType ? { 'content-type': contentType } : {} })

test('reads a urlencoded form; a multipart one is refused before it is parsed (only the upload sends one, to its own parser)', async () => {
	expect((await readFormData(post(new URLSearchParams({ intent: 'create', title: 'Visit' })))).get('title')).toBe('Visit')
	const form = new FormData()
	form.set('intent', 'delete')
	expect((await settle(() => readFormData(post(form)))).status).toBe(400)
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

test('a form within the shape limits is read; one field, repeat, number, slot, length or depth over them is a 400', async () => {
	const { fields, sameName, arrayIndex, arraySlots, nameLength, nameDepth } = FORM_SHAPE_LIMITS
	const form = (entries: [string, string][]) => new URLSearchParams(entries)
	const many = (count: number, name: (index: number) => string) => form(Array.from({ length: count }, (_, index) => [name(index), 'x']))
	const deep = (segments: number) => ['a', ...Array.from({ length: segments - 1 }, () => 'b')].join('.')
	// Names `n0[k]`, `n1[k]`, …: each makes k + 1 slots.
	const slots = (total: number, k = arrayIndex) => many(Math.floor(total / (k + 1)), (index) => `n${index}[${k}]`)
	const atLimits = [
		many(fields, (index) => `f${index}`),
		many(sameName, () => 'collegeIds'),
		form([[`activities[${arrayIndex}].title`, 'x']]),
		form([[`a[0].${arrayIndex}`, 'x']]),
		slots(arraySlots),
		form([['n'.repeat(nameLength), 'x']]),
		form([[deep(nameDepth), 'x']]),
		form([['grants[2].amount', '100'], ['grants[]', 'x'], ['intent', 'save'], ['__state__', '{"validated":{}}']]),
	]
	for (const body of atLimits) expect((await settle(() => readFormData(post(body)))).status, body.toString().slice(0, 60)).not.toBe(400)
	const overLimits = [
		many(fields + 1, (index) => `f${index}`),
		many(sameName + 1, () => 'collegeIds'),
		form([[`activities[${arrayIndex + 1}].title`, 'x']]),
		form([[`a[0][${arrayIndex + 1}]`, 'x']]),
		// Conform writes a dotted number onto the array `a[0]` made: an index all the same.
		form([['a[0]', 'x'], [`a.${arrayIndex + 1}`, 'y']]),
		slots(arraySlots + arrayIndex + 1),
		form([['n'.repeat(nameLength + 1), 'x']]),
		form([[deep(nameDepth + 1), 'x']]),
		form([['name', 'A'], ['__intent__', '{"type":"update","payload":{"name":"a[10000000]","value":"x"}}']]),
		form([['name', 'A'], ['__state__', '{']]),
	]
	for (const body of overLimits) expect((await settle(() => readFormData(post(body)))).status, body.toString().slice(0, 60)).toBe(400)
})
