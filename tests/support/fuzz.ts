// Seeded random inputs for the fuzz suites (server functions, form actions):
// the same seed gives the same requests, so a failure reproduces.

export type Random = () => number

export function mulberry32(seed: number): Random {
	return () => {
		seed |= 0
		seed = (seed + 0x6d2b79f5) | 0
		let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

export function pick<T>(random: Random, items: readonly T[]): T {
	return items[Math.floor(random() * items.length)]!
}

export function randomValue(random: Random, depth = 0): unknown {
	const kind = Math.floor(random() * (depth > 3 ? 7 : 10))
	switch (kind) {
		case 0: return null
		case 1: return random() < 0.5
		case 2: return [0, -1, 1e308, -0, 2 ** 53 + 1, 0.1, 42][Math.floor(random() * 7)]
		case 3: return randomString(random)
		case 4: return ''
		case 5: return { accountId: randomString(random), id: randomString(random), email: randomString(random) }
		case 6: return { __proto__: { isAdmin: true }, constructor: { prototype: 1 } }
		case 7: return Array.from({ length: Math.floor(random() * 5) }, () => randomValue(random, depth + 1))
		default:
			return Object.fromEntries(
				Array.from({ length: Math.floor(random() * 5) }, () => [randomString(random), randomValue(random, depth + 1)]),
			)
	}
}

export function randomString(random: Random) {
	const alphabet = ['a', 'Z', '0', ' ', '"', "'", '\\', '{', '}', '[', ']', ':', ',', '\u0000', 'é', '😀', '<script>', "' OR 1=1 --", '%', '&']
	return Array.from({ length: Math.floor(random() * 12) }, () => alphabet[Math.floor(random() * alphabet.length)]).join('')
}

export function randomRawBody(random: Random): BodyInit {
	switch (Math.floor(random() * 8)) {
		case 0: return randomString(random)
		case 1: return JSON.stringify(randomValue(random))
		case 2: return JSON.stringify({ data: randomValue(random), context: randomValue(random) })
		case 3: return new Uint8Array([0xff, 0xfe, 0xfd, Math.floor(random() * 255)])
		case 4: return '{"data":' + '['.repeat(Math.floor(random() * 50)) // truncated
		case 5: return JSON.stringify({ data: randomValue(random) }).slice(0, -1)
		case 6: return ''
		default: return JSON.stringify({ data: { accountId: randomString(random) } })
	}
}

/** Strings a form field might be sent: hostile, huge, odd, or almost right. */
export const hostileStrings = [
	'',
	' ',
	"' OR 1=1 --",
	"'; DROP TABLE tasks; --",
	'" OR ""="',
	'<script>alert(1)</script>',
	'<img src=x onerror=alert(1)>',
	'javascript:alert(1)',
	'__proto__',
	'constructor',
	'prototype',
	'{"__proto__":{"isAdmin":true}}',
	'[object Object]',
	'null',
	'undefined',
	'true',
	'NaN',
	'-1',
	'0',
	'1e308',
	'99999999999999999999',
	'3.14',
	'2026-02-30',
	'2026-12-01',
	'0000-00-00',
	'9999-12-31',
	'Ωmega — ünïcödé 漢字 😀',
	'\u202Eevil\u202C',
	'\u0000',
	'\uD800',
	'a'.repeat(300),
	'../../etc/passwd',
	'%00',
	'http://evil.example/',
	'@example.com',
	'not-an-email',
	'x@example.com',
]

/** A huge value: the size limits must answer, not the database or the parser. */
export function oversizedString(random: Random) {
	return pick(random, ['a', 'é', '😀', '<', "'"]).repeat(pick(random, [5_000, 70_000, 300_000]))
}

/** Field names that try to reach an object's prototype when a form is turned into an object. */
export const pollutingKeys = ['__proto__', 'constructor', 'prototype', '__proto__[isAdmin]', 'constructor[prototype][isAdmin]', '__proto__.isAdmin', 'hasOwnProperty', 'toString']

/** True while no prototype carries a key a fuzzed request tried to plant. */
export function prototypesAreClean() {
	const probe = {} as Record<string, unknown>
	return (
		probe.isAdmin === undefined &&
		Object.getOwnPropertyNames(Object.prototype).every((name) => !['isAdmin', 'polluted', 'admin'].includes(name)) &&
		typeof probe.toString === 'function' &&
		typeof probe.hasOwnProperty === 'function' &&
		([] as unknown as Record<string, unknown>).isAdmin === undefined
	)
}

export type JsonSchema = {
	type?: string | string[]
	properties?: Record<string, JsonSchema>
	required?: string[]
	items?: JsonSchema | JsonSchema[]
	prefixItems?: JsonSchema[]
	minItems?: number
	enum?: unknown[]
	const?: unknown
	anyOf?: JsonSchema[]
	oneOf?: JsonSchema[]
	allOf?: JsonSchema[]
	format?: string
	minLength?: number
	maxLength?: number
	minimum?: number
	maximum?: number
	exclusiveMinimum?: number
	exclusiveMaximum?: number
	additionalProperties?: JsonSchema | boolean
}

/**
 * A value that fits a JSON Schema (a zod schema's input, via z.toJSONSchema),
 * with ids taken from `idFor(propertyName)`: requests that pass validation and
 * reach the access checks and handlers behind it.
 */
export function valueForSchema(random: Random, schema: JsonSchema, idFor: (name: string) => string | undefined, name = ''): unknown {
	if (schema.const !== undefined) return schema.const
	if (schema.enum) return pick(random, schema.enum)
	const choices = schema.anyOf ?? schema.oneOf
	if (choices?.length) return valueForSchema(random, pick(random, choices), idFor, name)
	if (schema.allOf?.length) {
		return Object.assign({}, ...schema.allOf.map((part) => valueForSchema(random, part, idFor, name)).filter((part) => part && typeof part === 'object'))
	}
	const type = Array.isArray(schema.type) ? pick(random, schema.type) : schema.type
	switch (type) {
		case 'object': {
			const value: Record<string, unknown> = {}
			for (const [key, property] of Object.entries(schema.properties ?? {})) {
				if (schema.required?.includes(key) || random() < 0.7) value[key] = valueForSchema(random, property, idFor, key)
			}
			return value
		}
		case 'array': {
			if (schema.prefixItems) return schema.prefixItems.map((item) => valueForSchema(random, item, idFor, name))
			const item = Array.isArray(schema.items) ? schema.items[0] : schema.items
			return Array.from({ length: Math.max(schema.minItems ?? 0, Math.floor(random() * 3)) }, () => valueForSchema(random, item ?? {}, idFor, name))
		}
		case 'string': {
			const id = idFor(name)
			if (id !== undefined) return id
			if (schema.format === 'email' || /email/i.test(name)) return `fuzz${Math.floor(random() * 1e6)}@example.com`
			if (schema.format === 'date' || /date/i.test(name)) return '2030-05-01'
			if (schema.format === 'uri' || /url|href/i.test(name)) return 'https://example.com/'
			const text = pick(random, ['Visit the campus', 'founder-monthly', 'a', 'Ωmega 😀', "' OR 1=1 --", '<script>alert(1)</script>'])
			const min = schema.minLength ?? 0
			const max = schema.maxLength ?? 1000
			return text.padEnd(min, 'x').slice(0, Math.max(min, Math.min(max, text.length)))
		}
		case 'integer':
		case 'number': {
			const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0)
			const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : low + 100)
			const value = low + random() * Math.max(0, high - low)
			return type === 'integer' ? Math.round(value) : value
		}
		case 'boolean': return random() < 0.5
		case 'null': return null
		default: return random() < 0.5 ? randomString(random) : null
	}
}
