import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#app/lib/cn'

// A native checkbox in the brand's colour: it posts with its form before the
// page's script runs. CheckboxField wraps it in its label, so clicking the text
// ticks it and the text names it.

export const checkboxVariants = cva(
	'shrink-0 accent-brand outline-none focus-visible:ring-[3px] focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50',
	{
		variants: { size: { default: 'size-4', lg: 'size-5' } },
		defaultVariants: { size: 'default' },
	},
)

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'size'> & VariantProps<typeof checkboxVariants>

export function Checkbox({ className, size, ...props }: CheckboxProps) {
	return <input type="checkbox" data-slot="checkbox" className={cn(checkboxVariants({ size }), className)} {...props} />
}

/**
 * A checkbox inside its label, with an optional line under the label. The box
 * sits level with the label's first line however many lines follow.
 */
export function CheckboxField({
	label,
	description,
	className,
	...props
}: Omit<CheckboxProps, 'size'> & { label: ReactNode; description?: ReactNode }) {
	return (
		<ChoiceLabel slot="checkbox-field" label={label} description={description} className={className}>
			<Checkbox className="mt-0.5" {...props} />
		</ChoiceLabel>
	)
}

/** The label a checkbox or radio sits in (CheckboxField, RadioGroupItem): the control, then its name and an optional line under it. */
export function ChoiceLabel({
	slot,
	label,
	description,
	className,
	children,
}: { slot: string; label: ReactNode; description?: ReactNode; className?: string; children: ReactNode }) {
	return (
		<label data-slot={slot} className={cn('flex items-start gap-2 text-sm', className)}>
			{children}
			{description ? (
				<span>
					<span className="font-medium">{label}</span>
					<span className="block text-muted-foreground">{description}</span>
				</span>
			) : (
				label
			)}
		</label>
	)
}
