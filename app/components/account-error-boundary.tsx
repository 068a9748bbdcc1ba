import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router'
import { buttonVariants } from '#app/components/ui/button'
import { cardVariants } from '#app/components/ui/card'

/** Inside the signed-in shell: a refused section says so, plainly, with a way back. */
export function AccountErrorBoundary() {
	const error = useRouteError()
	const { accountId } = useParams()
	if (isRouteErrorResponse(error) && (error.status === 403 || error.status === 401)) {
		const body = typeof error.data === 'object' && error.data ? (error.data as { message?: unknown; code?: unknown }) : {}
		const message = body.message ? String(body.message) : 'You do not have access to this page.'
		// A write the plan does not include (decision 022): say so, and show where plans are chosen.
		const planRequired = body.code === 'plan_required'
		return (
			<section className={cardVariants({ padding: 'lg', className: 'text-center' })}>
				<h1 className="text-xl font-semibold">{planRequired ? 'Not in this plan' : 'Not available to you'}</h1>
				<p className="mt-2 text-muted-foreground">{message}</p>
				<div className="mt-6 flex flex-wrap justify-center gap-2">
					{planRequired ? (
						<Link to={`/a/${accountId}/settings?tab=billing`} className={buttonVariants({ variant: 'brand' })}>
							See plans
						</Link>
					) : null}
					<Link to={`/a/${accountId}/dashboard`} className={buttonVariants({ variant: 'outline' })}>
						Back to the dashboard
					</Link>
				</div>
			</section>
		)
	}
	throw error
}
