import { pendingServerFn, type ServerFnAccess } from './define'

// The spec's named calls (§7) whose behaviour later issues implement. Methods
// follow the spec's table and DECISIONS.md ("Server-function methods"); each
// issue replaces its entries with real definitions in its own domain file.
const pending: Array<[id: string, method: 'GET' | 'POST', access: ServerFnAccess, issue: string]> = [
	['captureEmailLead', 'POST', 'public', 'Public site'],
	['checkEmailCaptured', 'POST', 'public', 'Public site'],
]

export const pendingServerFns = pending.map(([id, method, access, issue]) =>
	pendingServerFn({ id, method, access, issue }),
)
