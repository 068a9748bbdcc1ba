import { z } from 'zod'
import { EntryUpdateSchema, IncomeBracketSchema, VisitSchema } from './college-list'

// The college list's forms: one schema per form, each naming its `intent`,
// shared by Conform on the page and by the route's one discriminated union.
// Ids travel in the forms and are checked here; whether they are this
// family's is the server's question (404).

const entryGone = 'That college is no longer on the list.'
const entryId = z.string({ error: entryGone }).trim().min(1, entryGone).max(40, entryGone)
const notInCatalog = 'That college is not in the catalog.'

export const AddCollegeFormSchema = z.object({ intent: z.literal('add'), collegeId: z.string({ error: notInCatalog }).trim().min(1, notInCatalog).max(20, notInCatalog) })
export const UpdateEntryFormSchema = EntryUpdateSchema.extend({ intent: z.literal('update'), entryId })
export const VisitFormSchema = VisitSchema.extend({ intent: z.literal('visit'), entryId })
export const RemoveEntryFormSchema = z.object({ intent: z.literal('remove'), entryId })
export const IncomeFormSchema = IncomeBracketSchema.extend({ intent: z.literal('income') })

export const CollegeListFormSchema = z.discriminatedUnion('intent', [AddCollegeFormSchema, UpdateEntryFormSchema, VisitFormSchema, RemoveEntryFormSchema, IncomeFormSchema])
export type CollegeListForm = z.output<typeof CollegeListFormSchema>
