import { accountServerFns } from './accounts.server'
import { authServerFns } from './auth.server'
import { billingServerFns } from './billing.server'
import { blogServerFns } from './blog.server'
import { leadServerFns } from './leads.server'
import { applicationServerFns } from './applications.server'
import { assistantServerFns } from './assistant.server'
import { collegeServerFns } from './colleges.server'
import { configServerFns } from './config.server'
import { planServerFns } from './plan.server'
import type { ServerFnDefinition } from './define'

export type ServerFnRegistry = ReadonlyMap<string, ServerFnDefinition>

export function createRegistry(definitions: ReadonlyArray<ServerFnDefinition>): ServerFnRegistry {
	const registry = new Map<string, ServerFnDefinition>()
	for (const definition of definitions) {
		if (registry.has(definition.id)) {
			throw new Error(`Server function ${definition.id} is defined twice`)
		}
		// A feature is checked on the account the access rule chose: without one, there is nothing to check it on.
		if (definition.feature && typeof definition.access !== 'object') {
			throw new Error(`Server function ${definition.id} uses ${definition.feature} but has no account access`)
		}
		registry.set(definition.id, definition)
	}
	return registry
}

/** Every function reachable at /_serverFn/{id}. */
export const serverFnRegistry = createRegistry([
	...configServerFns,
	...authServerFns,
	...accountServerFns,
	...billingServerFns,
	...leadServerFns,
	...blogServerFns,
	...planServerFns,
	...collegeServerFns,
	...applicationServerFns,
	...assistantServerFns,
] as ServerFnDefinition[])
