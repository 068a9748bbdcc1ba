import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

// A TEST STAND-IN for Resend's HTTP API (POST /emails), on a loopback port:
// the Worker sends through it when RESEND_BASE_URL names it, and a test reads
// what was sent — a sign-in code, a reminder — as a person reads their inbox.

export interface CapturedMail {
	from: string
	to: string
	subject: string
	text: string
	tag: string | null
}

export interface MailStandIn {
	url: string
	mails: () => CapturedMail[]
	/** Waits up to 15 s for the `after`+1-th mail to `to` and returns it. */
	waitForMail: (to: string, after?: number) => Promise<CapturedMail>
	close: () => Promise<void>
}

export async function startMailStandIn({ apiKey }: { apiKey: string }): Promise<MailStandIn> {
	const mails: CapturedMail[] = []
	const server = createServer((request, response) => {
		const chunks: Buffer[] = []
		request.on('data', (chunk: Buffer) => chunks.push(chunk))
		request.on('end', () => {
			const answer = (status: number, body: unknown) => {
				response.writeHead(status, { 'content-type': 'application/json' })
				response.end(JSON.stringify(body))
			}
			if (request.method !== 'POST' || request.url !== '/emails') return answer(404, { message: 'Not found' })
			if (request.headers.authorization !== `Bearer ${apiKey}`) return answer(401, { message: 'API key is invalid' })
			const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
				from: string
				to: string[]
				subject: string
				text: string
				tags?: Array<{ name: string; value: string }>
			}
			for (const to of body.to) mails.push({ from: body.from, to, subject: body.subject, text: body.text, tag: body.tags?.[0]?.value ?? null })
			answer(200, { id: `stand-in-${mails.length}` })
		})
	})
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
	const { port } = server.address() as AddressInfo
	return {
		url: `http://127.0.0.1:${port}`,
		mails: () => [...mails],
		async waitForMail(to, after = 0) {
			const deadline = Date.now() + 15_000
			for (;;) {
				const mine = mails.filter((mail) => mail.to === to)
				if (mine.length > after) return mine[after]!
				if (Date.now() > deadline) throw new Error(`no mail #${after + 1} to ${to}; mails so far: ${JSON.stringify(mails.map((mail) => [mail.to, mail.tag]))}`)
				await new Promise((resolve) => setTimeout(resolve, 100))
			}
		},
		async close() {
			server.closeAllConnections()
			await new Promise<void>((resolve) => server.close(() => resolve()))
		},
	}
}
