// Whether a host name stays on this machine: what decides a deployment (env.ts),
// Secure cookies (cookie-policy.ts), HSTS and error reports from localhost.

/** localhost, 127.0.0.0/8, ::1 and *.localhost: addresses that never leave this machine. */
export function isLoopbackHost(hostname: string): boolean {
	return (
		hostname === 'localhost' ||
		hostname === '[::1]' ||
		hostname === '::1' ||
		// An address literal only: a name like 127.example.com is somebody's host.
		/^127(\.\d{1,3}){3}$/.test(hostname) ||
		hostname.endsWith('.localhost')
	)
}
