import { getZodConstraint } from '@conform-to/zod/v4'
import { expect, test } from 'vitest'
import { z } from 'zod'
import { formConstraint } from './form-constraint'

const Title = z.object({ title: z.string().min(1).max(100), notes: z.string().optional() })

test('a schema’s constraint is Conform’s own', () => {
	expect(formConstraint(Title)).toEqual(getZodConstraint(Title))
	expect(formConstraint(Title).title).toMatchObject({ required: true })
	expect(formConstraint(Title).notes?.required).toBeFalsy()
})

test('it is worked out once per schema, and each schema has its own', () => {
	const Other = z.object({ email: z.email() })
	expect(formConstraint(Title)).toBe(formConstraint(Title))
	expect(formConstraint(Other)).not.toBe(formConstraint(Title))
	expect(formConstraint(Other)).toEqual(getZodConstraint(Other))
})
