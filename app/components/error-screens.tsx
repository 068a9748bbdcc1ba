import { useEffect, useId, useState } from 'react'
import { isRouteErrorResponse, Link, useLocation, useNavigate } from 'react-router'
import { Button, buttonVariants } from '#app/components/ui/button'
import { reportClientError } from '#app/features/monitoring/error-reporting.client'

// The product's error screens, with the spec's exact copy (§2, §4, §8).

export function ScreenFrame({ children }: { children: React.ReactNode }) {
	return (
		<main
			id="main-content"
			className="mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-16 text-center"
		>
			{children}
		</main>
	)
}

export function NotFoundScreen() {
	const location = useLocation()
	const navigate = useNavigate()

	useEffect(() => {
		// The path only: a query string can carry a code, a token or an address.
		console.warn('404 Not Found:', location.pathname)
	}, [location.pathname])

	function goBack() {
		// A page opened directly has nothing to go back to; home is the useful answer.
		if (window.history.length > 1) navigate(-1)
		else navigate('/')
	}

	return (
		<ScreenFrame>
			<p className="text-8xl font-extrabold tracking-tight text-brand" aria-hidden="true">
				404
			</p>
			<h1 className="text-3xl font-bold">Page Not Found</h1>
			<p className="text-muted-foreground">
				The page you're looking for doesn't exist or may have been moved.
			</p>
			<div className="mt-2 flex flex-wrap justify-center gap-3">
				<Link to="/" className={buttonVariants({ variant: 'brand' })}>
					Go Home
				</Link>
				<Button variant="outline" onClick={goBack}>
					Go Back
				</Button>
			</div>
		</ScreenFrame>
	)
}

export function QueryErrorScreen() {
	return (
		<ScreenFrame>
			<h1 className="text-3xl font-bold">Something went wrong</h1>
			<p className="text-muted-foreground">
				We're experiencing technical difficulties. Please try refreshing the page.
			</p>
			<Button variant="brand" onClick={() => window.location.reload()}>
				Refresh Page
			</Button>
		</ScreenFrame>
	)
}

export function ApplicationErrorScreen({
	error,
	onRetry,
}: {
	error: unknown
	onRetry: () => void
}) {
	const detailsId = useId()
	const [open, setOpen] = useState(false)
	const message = error instanceof Error && error.message ? error.message : 'Unknown error'
	return (
		<ScreenFrame>
			<h1 className="text-3xl font-bold">Application Error</h1>
			<p className="text-muted-foreground">An unexpected error occurred. Our team has been notified.</p>
			<div className="w-full text-left">
				<button
					type="button"
					className="text-sm font-medium text-brand underline-offset-4 hover:underline"
					aria-expanded={open}
					aria-controls={detailsId}
					onClick={() => setOpen((value) => !value)}
				>
					Error details
				</button>
				<pre
					id={detailsId}
					hidden={!open}
					className="mt-2 overflow-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap"
				>
					{message}
				</pre>
			</div>
			<Button variant="brand" onClick={onRetry}>
				Try Again
			</Button>
		</ScreenFrame>
	)
}

export function RouterErrorFallback({ details }: { details: string }) {
	const detailsId = useId()
	const [open, setOpen] = useState(false)
	return (
		<ScreenFrame>
			<h1 className="text-3xl font-bold">Something went wrong!</h1>
			<Button
				variant="outline"
				aria-expanded={open}
				aria-controls={detailsId}
				onClick={() => setOpen((value) => !value)}
			>
				{open ? 'Hide Error' : 'Show Error'}
			</Button>
			<pre
				id={detailsId}
				hidden={!open}
				className="w-full overflow-auto rounded-md bg-muted p-3 text-left text-sm whitespace-pre-wrap"
			>
				{details}
			</pre>
		</ScreenFrame>
	)
}

/** What a route's error boundary shows: the 404 screen, the router's fallback for another error response, else Application Error (reported). */
export function RouteErrorScreen({ error }: { error: unknown }) {
	const navigate = useNavigate()
	const location = useLocation()

	useEffect(() => {
		if (!isRouteErrorResponse(error)) reportClientError(error)
	}, [error])

	if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />
	if (isRouteErrorResponse(error)) {
		const data = typeof error.data === 'string' ? error.data : JSON.stringify(error.data)
		return <RouterErrorFallback details={`${error.status} ${error.statusText}${data ? `\n${data}` : ''}`} />
	}
	return <ApplicationErrorScreen error={error} onRetry={() => navigate(location, { replace: true, preventScrollReset: true })} />
}
