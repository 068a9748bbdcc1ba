// The HTML every mail sits in (a brand line on a white card), and escaping
// for anything a person typed. Each mail writes only its own body.

export function escapeHtml(value: string): string {
	return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

export function mailHtml(subject: string, body: string, { width = 480 }: { width?: number } = {}): string {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6fa;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1b2340">
<div style="max-width:${width}px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 8px;font-weight:700;color:#2a3f9d">Northstar</p>
${body}
</div></body></html>`
}
