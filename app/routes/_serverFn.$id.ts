import { getAppContext } from '#app/lib/app-context'
import { handleServerFnRequest } from '#app/server-functions/dispatch.server'
import { serverFnRegistry } from '#app/server-functions/registry.server'
import type { Route } from './+types/_serverFn.$id'

// The one resource route behind every named server function (DESIGN.md §3).
// GET reaches the loader; POST and every other method reach the action, where
// the dispatcher answers 405 for a method the function does not take.

export async function loader({ request, params, context }: Route.LoaderArgs) {
	return handleServerFnRequest({
		request,
		id: params.id,
		app: getAppContext(context),
		registry: serverFnRegistry,
	})
}

export async function action({ request, params, context }: Route.ActionArgs) {
	return handleServerFnRequest({
		request,
		id: params.id,
		app: getAppContext(context),
		registry: serverFnRegistry,
	})
}
