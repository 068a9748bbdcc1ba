import { inputClass } from '#app/components/form-controls'

/** A labelled number box: the earlier-terms and goal fields. */
export function NumberField({
	id,
	name,
	label,
	value,
	onChange,
	min,
	max,
	step,
}: {
	id: string
	name: string
	label: string
	value: string
	onChange: (event: React.ChangeEvent<HTMLInputElement>) => void
	min: number
	max?: number
	step: number
}) {
	return (
		<div className="flex flex-col gap-1.5">
			<label htmlFor={id} className="text-sm font-medium">
				{label}
			</label>
			<input id={id} name={name} type="number" inputMode="decimal" min={min} max={max} step={step} value={value} onChange={onChange} className={inputClass({ width: 'w-40' })} />
		</div>
	)
}
