import type { ComponentProps } from 'react'
import { inputClass, type InputBox } from './input'

// A styled native <select> (shadcn/ui's NativeSelect, without its wrapper): it
// works before the page's script runs, uses the phone's own picker, and takes
// Conform's getSelectProps() as it is (`<Select {...getSelectProps(field)}>`).
// `box` sizes it like any form control (InputBox).

export function Select({ className, box, ...props }: ComponentProps<'select'> & { box?: InputBox }) {
	return <select data-slot="select" className={inputClass(box, className)} {...props} />
}

/** The options of a select from [value, label] pairs. */
export function SelectOptions({ options }: { options: ReadonlyArray<readonly [value: string, label: string]> }) {
	return options.map(([value, label]) => (
		<option key={value} value={value}>
			{label}
		</option>
	))
}
