import { concatBytes } from '#app/lib/bytes'
import type { Env } from '#app/lib/env'
import { deliverPush, pushEndpointProblem, type PushSender, type PushSenderOptions, vapidFrom } from '#app/lib/push'

// The Worker's web push, on WebCrypto alone (workerd has no node:crypto that
// web-push could use): the payload encrypted per RFC 8291 in RFC 8188's
// aes128gcm coding, the request signed with a VAPID ES256 JWT (RFC 8292).
// @pushforge/builder was the library to use, but its 2.0.5 encrypts with the
// older "aesgcm" draft, not aes128gcm (decision 042). deliverPush posts the
// request, to a known push service only (decision 043).

const encoder = new TextEncoder()

const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')), (char) => char.charCodeAt(0))
const toBase64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** HKDF-SHA-256, extract and expand in one (RFC 5869). */
async function hkdf(salt: Uint8Array, ikm: Uint8Array | ArrayBuffer, info: Uint8Array, bytes: number): Promise<Uint8Array> {
	const key = await crypto.subtle.importKey('raw', ikm as BufferSource, 'HKDF', false, ['deriveBits'])
	return new Uint8Array(await crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: salt as BufferSource, info: info as BufferSource }, key, bytes * 8))
}

/** The record size we declare; a push message is one record well under it. */
const RECORD_SIZE = 4096

/**
 * RFC 8291 §3.4: a fresh ECDH key pair per message, the shared secret mixed
 * with the subscription's auth secret, then RFC 8188: one record, padded with
 * the last-record delimiter 0x02, behind the salt|rs|keyid header.
 */
export async function encryptAes128gcm(target: { p256dh: string; auth: string }, plaintext: Uint8Array): Promise<Uint8Array> {
	if (plaintext.length > RECORD_SIZE - 17 - 86) throw new Error('A push payload must stay under 4 KB.')
	const uaPublic = fromBase64Url(target.p256dh)
	const authSecret = fromBase64Url(target.auth)
	const local = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits'])) as CryptoKeyPair
	const asPublic = new Uint8Array((await crypto.subtle.exportKey('raw', local.publicKey)) as ArrayBuffer)
	const uaKey = await crypto.subtle.importKey('raw', uaPublic as BufferSource, { name: 'ECDH', namedCurve: 'P-256' }, false, [])
	const ecdhSecret = await crypto.subtle.deriveBits({ name: 'ECDH', public: uaKey } as EcdhKeyDeriveParams, local.privateKey, 256)
	const ikm = await hkdf(authSecret, ecdhSecret, concatBytes([encoder.encode('WebPush: info\0'), uaPublic, asPublic]), 32)
	const salt = crypto.getRandomValues(new Uint8Array(16))
	const cek = await hkdf(salt, ikm, encoder.encode('Content-Encoding: aes128gcm\0'), 16)
	const nonce = await hkdf(salt, ikm, encoder.encode('Content-Encoding: nonce\0'), 12)
	const key = await crypto.subtle.importKey('raw', cek as BufferSource, 'AES-GCM', false, ['encrypt'])
	const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv: nonce as BufferSource }, key, concatBytes([plaintext, new Uint8Array([2])])))
	const header = new Uint8Array(21)
	header.set(salt)
	new DataView(header.buffer).setUint32(16, RECORD_SIZE)
	header[20] = asPublic.length
	return concatBytes([header, asPublic, ciphertext])
}

/** The VAPID key pair as web-push prints it (raw public point, raw private scalar) as a signing JWK. */
export function vapidPrivateJwk(publicKey: string, privateKey: string): JsonWebKey {
	const point = fromBase64Url(publicKey)
	if (point.length !== 65 || point[0] !== 4) throw new Error('VAPID_PUBLIC_KEY is not an uncompressed P-256 point.')
	return { kty: 'EC', crv: 'P-256', x: toBase64Url(point.slice(1, 33)), y: toBase64Url(point.slice(33, 65)), d: privateKey }
}

/** RFC 8292: an ES256 JWT for the push service's origin, valid 12 hours (at most 24 are allowed). */
export async function vapidAuthorization({ signingKey, publicKey, subject, audience, now = Date.now() }: { signingKey: CryptoKey; publicKey: string; subject: string; audience: string; now?: number }) {
	const part = (value: object) => toBase64Url(encoder.encode(JSON.stringify(value)))
	const unsigned = `${part({ typ: 'JWT', alg: 'ES256' })}.${part({ aud: audience, exp: Math.floor(now / 1000) + 12 * 3600, sub: subject })}`
	// WebCrypto's ECDSA signature is already r‖s, as JWS wants it.
	const signature = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, signingKey, encoder.encode(unsigned)))
	return `vapid t=${unsigned}.${toBase64Url(signature)}, k=${publicKey}`
}

export function createWebCryptoPushSender({ publicKey, privateKey, subject, allowLoopback = false, fetcher }: PushSenderOptions): PushSender {
	let signingKey: Promise<CryptoKey> | null = null
	const signer = () => (signingKey ??= crypto.subtle.importKey('jwk', vapidPrivateJwk(publicKey, privateKey), { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']))
	return {
		publicKey,
		async send(target, message, { ttlSeconds = 24 * 60 * 60, urgency = 'normal' } = {}) {
			const problem = pushEndpointProblem(target.endpoint, { allowLoopback })
			if (problem) return { status: 'failed', detail: problem }
			const body = await encryptAes128gcm(target, encoder.encode(JSON.stringify(message)))
			const authorization = await vapidAuthorization({ signingKey: await signer(), publicKey, subject, audience: new URL(target.endpoint).origin })
			const headers = { Authorization: authorization, TTL: String(ttlSeconds), Urgency: urgency, 'Content-Encoding': 'aes128gcm', 'Content-Type': 'application/octet-stream' }
			return deliverPush({ endpoint: target.endpoint, headers, body }, { allowLoopback, fetcher })
		},
	}
}

/** The Worker's sender from its bindings, or null (push off) when VAPID is not configured. */
export function createWorkerPushSender(env: Env): PushSender | null {
	const vapid = vapidFrom(env)
	return vapid ? createWebCryptoPushSender({ ...vapid, allowLoopback: env.PUSH_ALLOW_LOOPBACK }) : null
}
