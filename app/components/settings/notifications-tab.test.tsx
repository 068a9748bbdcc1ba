import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { expect, test } from 'vitest'
import { defaultPrefs } from '#app/features/notifications/notifications'
import { NotificationsTab } from './notifications-tab'

// The tab as the server draws it with push configured: a Push column of named
// checkboxes beside the e-mail ones, and the member's devices each with a
// Remove button that says which device it removes.

const settings = {
	prefs: { ...defaultPrefs('owner'), pushKinds: ['overdue' as const] },
	feed: null,
	canSeePlan: true,
	push: {
		publicKey: `B${'A'.repeat(86)}` as string | null,
		devices: [{ id: 'dev_1', label: 'Chrome on Android', createdAt: Date.UTC(2026, 10, 20, 12), lastSuccessAt: null as number | null, fingerprint: 'f'.repeat(64) }],
	},
}

/** The <input> a screen reader names so. */
const inputNamed = (html: string, name: string) => html.match(new RegExp(`<input[^>]*aria-label="${name}"[^>]*>`))?.[0] ?? ''

function render(props: Partial<typeof settings> = {}) {
	const Stub = createRoutesStub([{ path: '/', Component: () => <NotificationsTab settings={{ ...settings, ...props }} accountId="acc_1" actionData={undefined} /> }])
	return renderToString(<Stub initialEntries={['/']} />)
}

test('with push configured: a Push column, each box named by kind and channel and described by the kind’s line', () => {
	const html = render()
	expect(html).toContain('What you hear about, by e-mail and by push')
	expect(html).toMatch(/<th[^>]*scope="col"[^>]*>Push<\/th>/)
	const overdue = inputNamed(html, 'Overdue by push')
	for (const part of ['name="pushKinds"', 'value="overdue"', 'checked=""', 'aria-describedby="kind-overdue-hint"']) expect(overdue).toContain(part)
	expect(html).toContain('id="kind-overdue-hint"')
	expect(inputNamed(html, 'Due soon by push')).not.toContain('checked')
	expect(inputNamed(html, 'Due soon by e-mail')).toContain('checked=""')
	expect(html).toMatch(/aria-label="Weekly digest by e-mail"/)
	expect(html).toContain('In the weekly digest')
	expect(html).toContain('Checking whether this browser can show notifications')
	expect(html).toContain('<noscript><p class="text-sm">Turning push on needs JavaScript')
	expect(html).toContain('Chrome on Android')
	expect(html).toMatch(/aria-label="Remove Chrome on Android, added Nov 20, 2026"/)
	expect(html).toMatch(/<input type="hidden" name="deviceId" value="dev_1"\/>/)
})

test('without push: no Push column, the member’s push choices kept in hidden fields, and a plain sentence', () => {
	const html = render({ push: { publicKey: null, devices: [] } })
	expect(html).not.toMatch(/scope="col"[^>]*>Push</)
	expect(html).toContain('<input type="hidden" name="pushKinds" value="overdue"/>')
	expect(html).toContain('Push notifications are not set up on this server yet')
	expect(html).not.toContain('Turn on push on this device')
})
