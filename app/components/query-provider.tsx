import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { createQueryClient } from '#app/server-functions/query-client'
import { showToast } from '#app/lib/toast'

// TanStack Query for the parts that use it (the signed-in area, the
// assistant panel), so the public pages do not ship query-core. In the
// browser every provider shares one client, so the account pages and the
// assistant panel (mounted at the root, outside their layout) share one cache
// that lives across navigations, as a single root provider's did. The server
// gets a fresh client per render, so no data crosses requests.

let browserClient: QueryClient | undefined

function getQueryClient() {
	const create = () => createQueryClient({ onToast: (message) => showToast.error(message) })
	if (typeof document === 'undefined') return create()
	return (browserClient ??= create())
}

export function QueryProvider({ children }: { children: React.ReactNode }) {
	const [client] = useState(getQueryClient)
	return <QueryClientProvider client={client}>{children}</QueryClientProvider>
}
