import { useEffect, useState } from 'react'
import { callServerFn } from '#app/server-functions/client'

// Who is signed in, learned in the browser: public pages are the same HTML for
// everyone (so a cache may serve them), and the header and the GPA
// calculator's Save button ask after hydration. Callers that mount together
// share one request; a later mount (back from /login or /logout) asks again,
// so the answer follows a sign-in or sign-out.

export interface CurrentUser {
	id: string
}

let pending: Promise<CurrentUser | null> | undefined

export function fetchCurrentUser(): Promise<CurrentUser | null> {
	pending ??= callServerFn<CurrentUser | null>('getCurrentUser')
		// Unknown reads as signed out: the page offers Sign In, which still works.
		.catch(() => null)
		.finally(() => {
			pending = undefined
		})
	return pending
}

/** The signed-in user, null when signed out, undefined until the answer arrives. */
export function useCurrentUser(): CurrentUser | null | undefined {
	const [user, setUser] = useState<CurrentUser | null | undefined>(undefined)
	useEffect(() => {
		let current = true
		void fetchCurrentUser().then((value) => {
			if (current) setUser(value)
		})
		return () => {
			current = false
		}
	}, [])
	return user
}
