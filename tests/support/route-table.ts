import routeConfig from '../../app/routes'

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] }

function flatten(entries: readonly RouteEntry[], parent = ''): Array<{ path: string; file: string }> {
	return entries.flatMap((entry) => {
		const path = [parent, entry.path ?? ''].filter(Boolean).join('/')
		return [{ path, file: entry.file }, ...flatten(entry.children ?? [], path)]
	})
}

/**
 * Every route of app/routes.ts, layouts included: its path as the table joins it
 * (no leading slash, parameters as written) and its module, relative to app/.
 */
export const routeTable: ReadonlyArray<{ path: string; file: string }> = flatten(routeConfig as RouteEntry[])
