import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Badge } from './badge'

test('a badge takes its colours from its variant', () => {
	expect(renderToString(<Badge>New</Badge>)).toMatch(/^<span data-slot="badge" class="inline-flex [^"]* bg-primary text-primary-foreground">New<\/span>$/)
	expect(renderToString(<Badge variant="accent">In progress</Badge>)).toContain('bg-accent text-accent-foreground')
	expect(() => renderToString(<Badge variant="muted" className="bg-brand" />)).toThrow(/Conflicting classes/)
})
