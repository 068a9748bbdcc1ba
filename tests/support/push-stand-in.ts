import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

// A TEST STAND-IN for a browser push service, on a loopback port, and the
// browser's half of web push: a subscriber's keys, and the decryption of what
// arrives (RFC 8291 on RFC 8188 aes128gcm), written here from the RFCs with
// node:crypto so the senders are checked against something that is not them.
// The VAPID JWT (RFC 8292) is verified too.

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url')

export interface TestSubscriber {
	endpoint: string
	/** As stored and as PushSubscription.toJSON() gives them. */
	keys: { p256dh: string; auth: string }
	decrypt: (body: Buffer) => string
}

/** A browser's subscription keys for an endpoint, and its decryptor. */
export function createSubscriber(endpoint: string): TestSubscriber {
	const ecdh = createECDH('prime256v1')
	ecdh.generateKeys()
	const uaPublic = ecdh.getPublicKey()
	const authSecret = randomBytes(16)
	return {
		endpoint,
		keys: { p256dh: b64url(uaPublic), auth: b64url(authSecret) },
		decrypt: (body) => decryptAes128gcm(body, { uaPrivate: ecdh, uaPublic, authSecret }),
	}
}

/** RFC 8291 §3.4 and RFC 8188 §2: one record, as a push message always is. */
export function decryptAes128gcm(body: Buffer, { uaPrivate, uaPublic, authSecret }: { uaPrivate: ReturnType<typeof createECDH>; uaPublic: Buffer; authSecret: Buffer }): string {
	const salt = body.subarray(0, 16)
	const recordSize = body.readUInt32BE(16)
	const idLength = body[20]!
	const asPublic = body.subarray(21, 21 + idLength)
	if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not the sender's 65-byte public key`)
	const ciphertext = body.subarray(21 + idLength)
	if (ciphertext.length > recordSize) throw new Error('more than one record')
	const ecdhSecret = uaPrivate.computeSecret(asPublic)
	const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic])
	const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32))
	const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
	const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
	const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
	decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
	const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
	// The last record ends with the delimiter 0x02, then any zero padding.
	let end = padded.length - 1
	while (end >= 0 && padded[end] === 0) end -= 1
	if (padded[end] !== 2) throw new Error('no last-record delimiter')
	return padded.subarray(0, end).toString('utf8')
}

/** RFC 8292: `vapid t=<jwt>, k=<public key>`; the JWT is ES256 over the key, for this audience, not expired, at most 24 h ahead. */
export function verifyVapid(authorization: string | undefined, { audience, publicKey, subject, now = Date.now() }: { audience: string; publicKey: string; subject?: string; now?: number }) {
	const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '')
	if (!match) throw new Error(`not a vapid Authorization header: ${authorization}`)
	const [, jwt, key] = match
	if (key !== publicKey) throw new Error('k is not the server’s public key')
	const [header, payload, signature] = jwt!.split('.') as [string, string, string]
	const point = Buffer.from(key, 'base64url')
	const verifier = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) }, format: 'jwk' })
	const valid = verify('sha256', Buffer.from(`${header}.${payload}`), { key: verifier, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'))
	if (!valid) throw new Error('the JWT signature does not verify')
	const head = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }
	if (head.alg !== 'ES256') throw new Error(`alg ${head.alg}`)
	const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; exp: number; sub: string }
	if (claims.aud !== audience) throw new Error(`aud ${claims.aud} is not ${audience}`)
	if (claims.exp * 1000 <= now || claims.exp * 1000 > now + 24 * 3600 * 1000 + 60_000) throw new Error(`exp ${claims.exp} is out of range`)
	if (subject !== undefined && claims.sub !== subject) throw new Error(`sub ${claims.sub} is not ${subject}`)
	return claims
}

export interface ReceivedPush {
	path: string
	headers: Record<string, string | string[] | undefined>
	body: Buffer
}

export interface PushStandIn {
	/** http://127.0.0.1:<port> */
	origin: string
	received: () => ReceivedPush[]
	/** What the service answers for a path from now on (201 by default). */
	answer: (path: string, status: number) => void
	close: () => Promise<void>
}

export async function startPushStandIn(): Promise<PushStandIn> {
	const received: ReceivedPush[] = []
	const answers = new Map<string, number>()
	const server = createServer((request, response) => {
		const chunks: Buffer[] = []
		request.on('data', (chunk: Buffer) => chunks.push(chunk))
		request.on('end', () => {
			const path = request.url ?? '/'
			const status = answers.get(path) ?? 201
			if (status === 201) received.push({ path, headers: request.headers, body: Buffer.concat(chunks) })
			response.writeHead(status).end()
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		origin: `http://127.0.0.1:${port}`,
		received: () => [...received],
		answer: (path, status) => answers.set(path, status),
		close: () => new Promise((resolve) => server.close(() => resolve())),
	}
}
