import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { ErrorList, Field, SelectField, TextareaField } from '#app/components/forms'
import { usePageForm } from '#app/components/page-form'
import { Button } from '#app/components/ui/button'
import { contactRoleLabels, contactRoles, createContactSchema, updateContactSchema } from '#app/features/contacts/contacts'
import type { ContactCardData, ContactsPageData } from '#app/features/contacts/contacts-page.server'
import type { FormResult } from '#app/lib/form-result'

// A contact's form, to add one or edit it: the intent's own schema from the
// action's union, so the errors read the same before and after the post.

const roleOptions = contactRoles.map((value) => [value, contactRoleLabels[value]] as const)

export function ContactEditor({ contact, today, listed, actionData }: { contact?: ContactCardData; today: string; listed: ContactsPageData['listed']; actionData: FormResult | undefined }) {
	const navigation = useNavigation()
	const collegeIds = listed.map((college) => college.id)
	const intent = contact ? 'update' : 'create'
	const [form, fields] = usePageForm({
		id: contact ? `contact-${contact.id}` : 'new-contact',
		schema: contact ? updateContactSchema({ today, collegeIds, linked: contact.collegeId ? { [contact.id]: contact.collegeId } : {} }) : createContactSchema({ today, collegeIds }),
		intents: [intent],
		actionData,
		same: contact ? { contactId: contact.id } : {},
		defaultValue: contact
			? {
					name: contact.name,
					role: contact.role,
					organization: contact.organization ?? '',
					collegeId: contact.collegeId ?? '',
					email: contact.email ?? '',
					phone: contact.phone ?? '',
					notes: contact.notes ?? '',
					lastContactedOn: contact.lastContactedOn ?? '',
				}
			: { role: 'counselor' },
	})
	const submitting = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (!contact || navigation.formData?.get('contactId') === contact.id)
	const collegeOptions = [['', 'Not linked to a college'] as const, ...listed.map((college) => [college.id, college.name] as const)]
	return (
		<Form method="post" {...getFormProps(form)} className="mt-3 grid gap-4 sm:grid-cols-2" preventScrollReset>
			<input type="hidden" name="intent" value={intent} />
			{contact ? <input type="hidden" name="contactId" value={contact.id} /> : null}
			{form.errors?.length ? (
				<div className="sm:col-span-2">
					<ErrorList id={form.errorId} errors={form.errors} />
				</div>
			) : null}
			<Field label="Name" meta={fields.name} inputProps={{ ...getInputProps(fields.name, { type: 'text' }), autoComplete: 'off' }} />
			<SelectField label="Role" meta={fields.role} options={roleOptions} selectProps={getSelectProps(fields.role)} />
			<Field label="School or organization (optional)" meta={fields.organization} inputProps={getInputProps(fields.organization, { type: 'text' })} />
			<SelectField label="College (optional)" meta={fields.collegeId} options={collegeOptions} selectProps={getSelectProps(fields.collegeId)} />
			<Field label="Email (optional)" meta={fields.email} inputProps={{ ...getInputProps(fields.email, { type: 'email' }), autoComplete: 'off' }} />
			<Field label="Phone (optional)" meta={fields.phone} inputProps={{ ...getInputProps(fields.phone, { type: 'tel' }), autoComplete: 'off' }} />
			<Field label="Last contacted (optional)" meta={fields.lastContactedOn} inputProps={{ ...getInputProps(fields.lastContactedOn, { type: 'date' }), max: today }} />
			<TextareaField label="Notes (optional)" className="sm:col-span-2" meta={fields.notes} textareaProps={{ ...getTextareaProps(fields.notes), rows: 3 }} />
			<div className="sm:col-span-2">
				<Button type="submit" variant="brand" loading={submitting} loadingLabel="Saving">
					{contact ? 'Save contact' : 'Add contact'}
				</Button>
			</div>
		</Form>
	)
}
