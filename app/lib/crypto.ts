// Web Crypto helpers that run the same on Node and Workers.

export function toHex(bytes: ArrayBuffer | Uint8Array): string {
	return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export async function sha256Hex(value: string): Promise<string> {
	return toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)))
}

export async function hmacSha256Hex(secret: string, value: string): Promise<string> {
	const key = await crypto.subtle.importKey(
		'raw',
		new TextEncoder().encode(secret),
		{ name: 'HMAC', hash: 'SHA-256' },
		false,
		['sign'],
	)
	return toHex(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(value)))
}
