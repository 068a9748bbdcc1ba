export function EmptyState({ title, children }: { title: string; children: React.ReactNode }) {
	return (
		<section className="rounded-xl border border-dashed bg-background p-8 text-center" data-testid="empty-state">
			<h2 className="text-lg font-semibold">{title}</h2>
			<div className="mx-auto mt-2 max-w-prose text-muted-foreground">{children}</div>
		</section>
	)
}
