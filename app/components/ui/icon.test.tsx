import { Heart, Link2 } from 'lucide'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Icon } from './icon'

test('draws the icon’s paths with Lucide’s defaults, hidden from screen readers', () => {
	const html = renderToString(<Icon node={Heart} className="size-4" />)
	expect(html).toMatch(/^<svg [^>]*viewBox="0 0 24 24"[^>]*stroke="currentColor"[^>]*stroke-width="2"[^>]*aria-hidden="true"[^>]*class="size-4"/)
	expect(html).toContain('<path d="M2 9.5')
	expect(renderToString(<Icon node={Link2} />).match(/<(path|line) /g)).toHaveLength(3)
})

test('a labelled icon is announced', () => {
	const html = renderToString(<Icon node={Heart} role="img" aria-label="Liked" />)
	expect(html).not.toContain('aria-hidden')
	expect(html).toContain('aria-label="Liked"')
})
