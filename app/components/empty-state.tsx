import { cardVariants } from '#app/components/ui/card'
export function EmptyState({ title, children }: { title: string; children: React.ReactNode }) {
	return (
		<section className={cardVariants({ padding: 'lg', className: 'border-dashed text-center' })} data-testid="empty-state">
			<h2 className="text-lg font-semibold">{title}</h2>
			<div className="mx-auto mt-2 max-w-prose text-muted-foreground">{children}</div>
		</section>
	)
}
