import { z } from 'zod'
import { DocumentUpdateSchema } from './documents'

// The Documents tab's forms (the upload has its own route): one schema per
// form, each naming its `intent`, shared by Conform in the panel and by the
// Applications route's discriminated union.

const gone = 'That document is no longer here.'
const documentId = z.string({ error: gone }).trim().min(1, gone).max(40, gone)

export const UpdateDocumentFormSchema = DocumentUpdateSchema.extend({ intent: z.literal('document-update'), documentId })
export const DocumentPrivacyFormSchema = z.object({
	intent: z.literal('document-set-private'),
	documentId,
	private: z.enum(['on', 'off'], { error: 'Choose whether counselors may see it.' }),
})
export const DocumentFormSchema = z.object({ intent: z.enum(['document-delete', 'document-restore']), documentId })

export const documentForms = [UpdateDocumentFormSchema, DocumentPrivacyFormSchema, DocumentFormSchema] as const
export type DocumentFormInput = z.output<(typeof documentForms)[number]>
