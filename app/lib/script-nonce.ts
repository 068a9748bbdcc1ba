import { createContext, useContext } from 'react'

// The request's CSP nonce for the few inline scripts the document writes
// itself (entry.server provides it; React Router's <Scripts> gets it from
// <ServerRouter>). In the browser there is none to know: browsers hide a
// nonce once the page is parsed, and those scripts have already run.

export const ScriptNonceContext = createContext<string | undefined>(undefined)

export function useScriptNonce(): string | undefined {
	return useContext(ScriptNonceContext)
}
