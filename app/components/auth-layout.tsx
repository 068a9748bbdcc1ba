import { Link } from 'react-router'

/** The frame of the sign-up, sign-in and verification pages: the mark, a card, a footnote. */
export function AuthLayout({
	title,
	description,
	children,
	footer,
}: {
	title: string
	description?: React.ReactNode
	children: React.ReactNode
	footer?: React.ReactNode
}) {
	return (
		<main id="main-content" className="flex min-h-dvh flex-col items-center bg-muted/60 px-4 py-10 sm:py-16">
			<Link to="/" className="mb-8 flex items-center gap-2 text-lg font-bold text-primary">
				<img src="/favicon.svg" alt="" width={28} height={28} />
				Northstar
			</Link>
			<div className="w-full max-w-md rounded-2xl border bg-background p-6 shadow-sm sm:p-8">
				<h1 className="text-2xl font-bold tracking-tight">{title}</h1>
				{description ? <div className="mt-2 text-muted-foreground">{description}</div> : null}
				<div className="mt-6">{children}</div>
			</div>
			{footer ? <div className="mt-6 text-sm text-muted-foreground">{footer}</div> : null}
		</main>
	)
}
