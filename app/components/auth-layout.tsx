import { useEffect, useRef } from 'react'
import { Link } from 'react-router'

/** The frame of the sign-up, sign-in and verification pages: the mark, a card, a footnote. */
export function AuthLayout({
	title,
	description,
	children,
	footer,
	focusKey,
}: {
	title: string
	description?: React.ReactNode
	children: React.ReactNode
	footer?: React.ReactNode
	/** A multi-step flow's step: when it changes, the heading takes focus, so keyboard and screen-reader users start at the top of the new step. */
	focusKey?: string
}) {
	const headingRef = useRef<HTMLHeadingElement>(null)
	const shownKey = useRef(focusKey)
	useEffect(() => {
		if (focusKey === shownKey.current) return
		shownKey.current = focusKey
		headingRef.current?.focus()
	}, [focusKey])
	return (
		<main id="main-content" className="flex min-h-dvh flex-col items-center bg-muted/60 px-4 py-10 sm:py-16">
			<Link to="/" className="mb-8 flex items-center gap-2 text-lg font-bold text-primary">
				<img src="/favicon.svg" alt="" width={28} height={28} />
				Northstar
			</Link>
			<div className="w-full max-w-md rounded-2xl border bg-background p-6 shadow-sm sm:p-8">
				<h1 ref={headingRef} tabIndex={focusKey === undefined ? undefined : -1} className="text-2xl font-bold tracking-tight outline-none">
					{title}
				</h1>
				{description ? <div className="mt-2 text-muted-foreground">{description}</div> : null}
				<div className="mt-6">{children}</div>
			</div>
			{footer ? <div className="mt-6 text-sm text-muted-foreground">{footer}</div> : null}
		</main>
	)
}
