import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { z } from 'zod'
import type { FormResult } from '#app/lib/form-result'
import { ButtonForm, FormResultMessage, resultFor } from './page-form'

const DeleteSchema = z.object({ intent: z.literal('delete-essay'), essayId: z.string().min(1) })

const refused = (essayId: string): FormResult => ({
	ok: false,
	intent: 'delete-essay',
	message: 'That essay is no longer here.',
	result: { status: 'error', initialValue: { intent: 'delete-essay', essayId }, error: { '': ['That essay is no longer here.'] } },
})

test('a reply goes to the form it answers: its intent, and for a form repeated per row, the same id', () => {
	expect(resultFor(refused('e1'), ['delete-essay'], { essayId: 'e1' })?.error).toEqual({ '': ['That essay is no longer here.'] })
	expect(resultFor(refused('e1'), ['delete-essay'], { essayId: 'e2' })).toBeUndefined()
	expect(resultFor(refused('e1'), ['restore'], { essayId: 'e1' })).toBeUndefined()
	expect(resultFor(undefined, ['delete-essay'])).toBeUndefined()
})

const render = (element: React.ReactNode) => {
	const Stub = createRoutesStub([{ path: '/', Component: () => element }])
	return renderToString(<Stub initialEntries={['/']} />)
}

test('a form of buttons posts its values hidden and says its refusal above them; the page does not say it again', () => {
	const html = (actionData: FormResult) =>
		render(
			<>
				<FormResultMessage actionData={actionData} />
				{['e1', 'e2'].map((essayId) => (
					<ButtonForm key={essayId} id={`delete-${essayId}`} schema={DeleteSchema} actionData={actionData} intents={['delete-essay']} values={{ essayId }}>
						<button type="submit" name="intent" value="delete-essay">
							Delete
						</button>
					</ButtonForm>
				))}
			</>,
		)
	const page = html(refused('e2'))
	expect(page).toContain('<input type="hidden" name="essayId" value="e1"/>')
	expect(page.match(/That essay is no longer here\./g)).toHaveLength(1)
	expect(page).toMatch(/<form[^>]*id="delete-e2"[^>]*><ul id="delete-e2-error"[^>]*><li[^>]*>That essay is no longer here\.<\/li><\/ul><input type="hidden" name="essayId" value="e2"\/>/)

	// A refusal no form shows (nothing at a field) is the page's message.
	const gone: FormResult = { ok: false, intent: 'delete-essay', message: 'That essay is no longer here.', result: { status: 'error', initialValue: { intent: 'delete-essay', essayId: 'e9' }, error: {} } }
	expect(html(gone)).toContain('role="alert"')
})

test('a form whose schema ends in a transform still gets its fields’ constraints', () => {
	const StartSchema = z.object({ intent: z.literal('start-essay'), promptKey: z.string().min(1).max(40) }).transform((value) => ({ ...value, chosen: true }))
	const html = render(
		<ButtonForm id="start" schema={StartSchema} actionData={undefined} intents={['start-essay']} values={{ promptKey: 'common-app-1' }}>
			<button type="submit" name="intent" value="start-essay">
				Start
			</button>
		</ButtonForm>,
	)
	expect(html).toContain('<input type="hidden" name="promptKey" value="common-app-1"/>')
})
