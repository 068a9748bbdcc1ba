import { data } from 'react-router'
import { NotFoundScreen } from '#app/components/error-screens'

// Any path no other route claims: status 404 and the not-found screen.
export function loader() {
	throw data(null, { status: 404, statusText: 'Not Found' })
}

export default function NotFoundRoute() {
	return <NotFoundScreen />
}

export function ErrorBoundary() {
	return <NotFoundScreen />
}
