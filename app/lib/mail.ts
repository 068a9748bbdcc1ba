/** One outgoing mail. `text` is required so every mail reads without HTML. */
export interface MailMessage {
	to: string
	subject: string
	text: string
	html?: string
	/** Groups mails for the outbox and logs: "sign-in-code", "reminder", … */
	tag?: string
}

export interface Mailer {
	send(message: MailMessage): Promise<{ id: string }>
}

/** Resend's HTTP API: the same on both hosts, chosen when RESEND_API_KEY is set. */
export function createResendMailer({
	apiKey,
	from,
	baseUrl = 'https://api.resend.com',
	fetch: fetchImpl = fetch,
}: {
	apiKey: string
	from: string
	/** RESEND_BASE_URL, when set. */
	baseUrl?: string
	fetch?: typeof fetch
}): Mailer {
	return {
		async send(message) {
			const response = await fetchImpl(`${baseUrl.replace(/\/+$/, '')}/emails`, {
				method: 'POST',
				headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
				body: JSON.stringify({
					from,
					to: [message.to],
					subject: message.subject,
					text: message.text,
					html: message.html,
					tags: message.tag ? [{ name: 'category', value: message.tag }] : undefined,
				}),
			})
			if (!response.ok) {
				throw new Error(`Resend answered ${response.status}: ${await response.text()}`)
			}
			const body = (await response.json()) as { id: string }
			return { id: body.id }
		},
	}
}
