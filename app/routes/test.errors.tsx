import { useEffect, useState } from 'react'
import { data } from 'react-router'
import { Button } from '#app/components/ui/button'
import { getAppContext } from '#app/lib/app-context'
import type { Route } from './+types/test.errors'

// Drives each error screen for the browser tests. Exists only with
// ENABLE_TEST_ROUTES=true, like /test/bootstrap (DECISIONS.md).

export function loader({ context, request }: Route.LoaderArgs) {
	if (!getAppContext(context).env.ENABLE_TEST_ROUTES) {
		throw data(null, { status: 404, statusText: 'Not Found' })
	}
	const kind = new URL(request.url).searchParams.get('kind') ?? 'render'
	if (kind === 'response') throw data('The test route asked for this.', { status: 418, statusText: "I'm a teapot" })
	// A failure whose message repeats what the visitor sent, as library errors do (a failed
	// query prints its parameters): what reaches the log must not (app/lib/redact.attack.test.ts).
	if (kind === 'server') throw new Error(`Test server failure for ${request.url}, params: ${new URL(request.url).searchParams.get('email')}`)
	return { kind }
}

export default function TestErrorsRoute({ loaderData }: Route.ComponentProps) {
	return loaderData.kind === 'render' ? <RenderErrorTrigger /> : <QueryErrorTrigger />
}

function RenderErrorTrigger() {
	const [broken, setBroken] = useState(false)
	// Enabled once hydrated: a click before that would do nothing, and the test would wait in vain.
	const [hydrated, setHydrated] = useState(false)
	useEffect(() => setHydrated(true), [])
	if (broken) throw new Error('Test render error')
	return (
		<main id="main-content" className="p-6">
			<Button disabled={!hydrated} onClick={() => setBroken(true)}>
				Break this page
			</Button>
		</main>
	)
}

function QueryErrorTrigger() {
	useEffect(() => {
		const error = new Error('Test query failure')
		error.name = 'QueryError'
		void Promise.reject(error)
	}, [])
	return <p>Raising a QueryError…</p>
}
