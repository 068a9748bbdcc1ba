import type { MailMessage } from '#app/lib/mail'
import { formatDay } from './dates'

// The plan's mails: due-soon reminders and the weekly family digest. Plain
// text first (every mail reads without HTML), a simple HTML twin.

const escape = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function layout(subject: string, body: string, footer: string) {
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f5f6fa;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1b2340">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<p style="margin:0 0 8px;font-weight:700;color:#2a3f9d">Northstar</p>
${body}
<p style="margin:24px 0 0;font-size:13px;color:#4a5270">${footer}</p>
</div></body></html>`
}

export interface MailTask {
	title: string
	dueDate: string
	owner: 'student' | 'parent'
}

const when = (task: MailTask, today: string) => (task.dueDate === today ? 'today' : formatDay(task.dueDate))
const line = (task: MailTask, today: string) => `${task.title} — due ${when(task, today)}${task.owner === 'parent' ? ' (for a parent)' : ''}`

export function reminderEmail({ to, studentName, tasks, today, planUrl, settingsUrl }: { to: string; studentName: string; tasks: MailTask[]; today: string; planUrl: string; settingsUrl: string }): MailMessage {
	const subject = tasks.length === 1 ? `Due soon for ${studentName}: ${tasks[0]!.title}` : `${tasks.length} things due soon for ${studentName}`
	const footer = `You get these because reminders are on for ${studentName}'s plan. Change them in Settings → Notifications: ${settingsUrl}`
	const text = [`Coming up in ${studentName}'s plan:`, '', ...tasks.map((task) => `- ${line(task, today)}`), '', `Open the plan: ${planUrl}`, '', footer].join('\n')
	const html = layout(
		subject,
		`<p style="margin:0 0 12px">Coming up in ${escape(studentName)}'s plan:</p>
<ul style="margin:0 0 20px;padding-left:20px">${tasks.map((task) => `<li style="margin:0 0 6px">${escape(line(task, today))}</li>`).join('')}</ul>
<p style="margin:0"><a href="${escape(planUrl)}" style="display:inline-block;background:#2a3f9d;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Open the plan</a></p>`,
		`You get these because reminders are on for ${escape(studentName)}'s plan. <a href="${escape(settingsUrl)}" style="color:#4a5270">Change them</a>.`,
	)
	return { to, subject, text, html, tag: 'reminder' }
}

export function digestEmail({
	to,
	studentName,
	today,
	dueThisWeek,
	overdue,
	doneLastWeek,
	tests,
	planUrl,
	settingsUrl,
}: {
	to: string
	studentName: string
	today: string
	dueThisWeek: MailTask[]
	overdue: MailTask[]
	doneLastWeek: number | null
	tests: Array<{ test: string; date: string }> | null
	planUrl: string
	settingsUrl: string
}): MailMessage {
	const subject = `${studentName}'s week ahead`
	const sections: Array<[string, string[]]> = []
	if (overdue.length) sections.push(['Overdue', overdue.map((task) => line(task, today))])
	sections.push(['Due in the next 7 days', dueThisWeek.length ? dueThisWeek.map((task) => line(task, today)) : ['Nothing — a lighter week.']])
	if (doneLastWeek !== null) sections.push(['Done in the last 7 days', [`${doneLastWeek} ${doneLastWeek === 1 ? 'task' : 'tasks'} finished.`]])
	if (tests?.length) sections.push(['Tests coming up', tests.map((test) => `${test.test} — ${formatDay(test.date, { month: 'long', day: 'numeric', year: 'numeric' })}`)])
	const footer = `The weekly digest for ${studentName}'s plan. Change the day or turn it off in Settings → Notifications: ${settingsUrl}`
	const text = [...sections.flatMap(([title, lines]) => [title, ...lines.map((entry) => `- ${entry}`), '']), `Open the plan: ${planUrl}`, '', footer].join('\n')
	const html = layout(
		subject,
		sections
			.map(([title, lines]) => `<p style="margin:16px 0 6px;font-weight:600">${escape(title)}</p><ul style="margin:0;padding-left:20px">${lines.map((entry) => `<li style="margin:0 0 4px">${escape(entry)}</li>`).join('')}</ul>`)
			.join('') + `<p style="margin:20px 0 0"><a href="${escape(planUrl)}" style="color:#2a3f9d;font-weight:600">Open the plan</a></p>`,
		`The weekly digest for ${escape(studentName)}'s plan. <a href="${escape(settingsUrl)}" style="color:#4a5270">Change the day or turn it off</a>.`,
	)
	return { to, subject, text, html, tag: 'digest' }
}
