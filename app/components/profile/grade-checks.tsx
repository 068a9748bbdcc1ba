import { ErrorList } from '#app/components/forms'
import { Checkbox } from '#app/components/ui/checkbox'

// The grades an activity or honor spans, 9th to 12th, with the field's error.

export function GradeChecks({ field, legend }: { field: { name: string; errors?: string[]; errorId: string }; legend: string }) {
	const invalid = Boolean(field.errors?.length)
	return (
		<fieldset className="sm:col-span-2" aria-describedby={invalid ? field.errorId : undefined}>
			<legend className="text-sm font-medium">{legend}</legend>
			<div className="mt-1.5 flex gap-4">
				{[9, 10, 11, 12].map((grade) => (
					<label key={grade} className="flex items-center gap-1.5 text-sm">
						<Checkbox name={field.name} value={grade} />
						{grade}th
					</label>
				))}
			</div>
			<ErrorList id={field.errorId} errors={field.errors} />
		</fieldset>
	)
}

export const gradeList = (grades: number[]) => grades.map((grade) => `${grade}th`).join(', ')
