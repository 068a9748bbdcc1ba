import { cssProfileChecklist, fafsaChecklist } from '../../../content/aid/checklists'

// The two aid-form checklists a family ticks off (keys stored in `checklists`).

export const aidChecklists = { fafsa: fafsaChecklist, 'css-profile': cssProfileChecklist } as const
export type AidChecklist = keyof typeof aidChecklists
export const aidChecklistTitles: Record<AidChecklist, string> = { fafsa: 'FAFSA checklist', 'css-profile': 'CSS Profile checklist' }
