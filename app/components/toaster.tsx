import { lazy, Suspense, useEffect, useState } from 'react'
import { loadSonner, onSonnerRequested, toastContainerMounted } from '#app/lib/toast'

// Sonner's container, loaded when a toast is first asked for (showToast, or a
// signed-in layout that toasts often), so a public page that never toasts does
// not ship it. It renders only on the client, so server and client HTML agree.

const Toaster = lazy(() =>
	loadSonner().then((sonner) => ({
		default: function SonnerToaster() {
			useEffect(toastContainerMounted, [])
			return <sonner.Toaster position="top-right" richColors />
		},
	})),
)

export function ClientToaster() {
	const [wanted, setWanted] = useState(false)
	useEffect(() => onSonnerRequested(() => setWanted(true)), [])
	return wanted ? (
		<Suspense fallback={null}>
			<Toaster />
		</Suspense>
	) : null
}
