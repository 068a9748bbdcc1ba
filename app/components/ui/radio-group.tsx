import type { ComponentProps, ReactNode } from 'react'
import { cn } from '#app/lib/cn'
import { ChoiceLabel } from './checkbox'

// Native radios in a fieldset named by its legend: the browser makes the group
// one Tab stop with the arrow keys choosing inside it, and it posts with its
// form before the page's script runs.

export function RadioGroup({
	legend,
	legendClassName = 'text-sm font-medium',
	className,
	children,
	...props
}: ComponentProps<'fieldset'> & { legend: ReactNode; legendClassName?: string }) {
	return (
		<fieldset data-slot="radio-group" className={className} {...props}>
			<legend data-slot="radio-group-legend" className={legendClassName}>
				{legend}
			</legend>
			{children}
		</fieldset>
	)
}

export function Radio({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
	return (
		<input
			type="radio"
			data-slot="radio"
			className={cn('size-4 shrink-0 accent-brand outline-none focus-visible:ring-[3px] focus-visible:ring-ring/30 disabled:opacity-50', className)}
			{...props}
		/>
	)
}

/** A radio inside its label, with an optional line under the label. */
export function RadioGroupItem({
	label,
	description,
	className,
	...props
}: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; description?: ReactNode }) {
	return (
		<ChoiceLabel slot="radio-group-item" label={label} description={description} className={className}>
			<Radio className="mt-0.5" {...props} />
		</ChoiceLabel>
	)
}
