import { Form } from 'react-router'
import { Button } from '#app/components/ui/button'

// Back a step is its own form, which the step's Back button names: going
// back neither checks nor sends the step's fields, and Enter in a field
// submits the step, never Back.

const formId = 'onboarding-back'

export function StepBackForm() {
	return (
		<Form method="post" id={formId} hidden>
			<input type="hidden" name="intent" value="back" />
		</Form>
	)
}

export function StepBackButton() {
	return (
		<Button type="submit" form={formId} variant="outline" size="lg">
			Back
		</Button>
	)
}
