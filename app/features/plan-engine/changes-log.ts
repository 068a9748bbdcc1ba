import { z } from 'zod'

// Settings → Student's Undo (or Dismiss) on what the plan engine did: shared by
// the page's form and the action.

export const UndoPlanChangeSchema = z.object({ changeId: z.string({ error: 'Choose a change to undo.' }).trim().min(1, 'Choose a change to undo.').max(40, 'That change was not found.') })
export const UndoPlanChangeFormSchema = z.object({ intent: z.literal('undo-plan-change'), ...UndoPlanChangeSchema.shape })
