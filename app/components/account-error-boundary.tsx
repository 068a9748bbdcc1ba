import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'

/** Inside the signed-in shell: a refused section says so, plainly, with a way back. */
export function AccountErrorBoundary() {
	const error = useRouteError()
	const { accountId } = useParams()
	if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 401)) {
		const message =
			typeof error.data === 'object' && error.data && 'message' in error.data
				? String((error.data as { message: unknown }).message)
				: 'You do not have access to this page.'
		return (
			<section className="rounded-xl border bg-background p-8 text-center">
				<h1 className="text-xl font-semibold">Not available to you</h1>
				<p className="mt-2 text-muted-foreground">{message}</p>
				<Link to={`/a/${accountId}/dashboard`} className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
					Back to the dashboard
				</Link>
			</section>
		)
	}
	throw error
}
