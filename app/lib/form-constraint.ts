import { getZodConstraint } from '@conform-to/zod/v4'

// A form's constraint object (which fields are required: the browser's own
// check) from its schema, worked out once per schema. Conform only reads it,
// and a page renders its forms again for every request and every state change.

type Schema = Parameters<typeof getZodConstraint>[0]

const constraints = new WeakMap<Schema, ReturnType<typeof getZodConstraint>>()

export function formConstraint(schema: Schema): ReturnType<typeof getZodConstraint> {
	let constraint = constraints.get(schema)
	if (!constraint) constraints.set(schema, (constraint = getZodConstraint(schema)))
	return constraint
}
