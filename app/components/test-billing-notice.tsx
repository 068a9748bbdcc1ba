import { cn } from '#app/lib/cn'

/**
 * Every billing screen says so when the built-in test billing is in use (a
 * deployment may run it only with ALLOW_LOCAL_BILLING=true): no family should
 * think a plan there is paid for.
 */
export function TestBillingNotice({ className }: { className?: string }) {
	return (
		<span className={cn('inline-flex items-center rounded-full bg-accent/30 px-3 py-1 text-xs font-medium text-accent-foreground', className)} data-testid="test-billing">
			Test billing — no card is charged
		</span>
	)
}
