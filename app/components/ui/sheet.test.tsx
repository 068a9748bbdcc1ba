import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from './sheet'

const sheet = (portal: boolean) =>
	renderToString(
		<Sheet open>
			<SheetContent portal={portal} closeLabel="Close Rice University" aria-labelledby="sheet-title">
				<SheetTitle id="sheet-title">Rice University</SheetTitle>
				<SheetDescription>Houston, TX</SheetDescription>
				<form method="post">
					<button type="submit">Save</button>
				</form>
			</SheetContent>
		</Sheet>,
	)

// Radix names the dialog by its title only after an effect has run, so a sheet
// that must be usable before the script names it itself (aria-labelledby).
test('rendered in place, an open sheet is in the server’s HTML: a named dialog with its form and a labelled close button', () => {
	const html = sheet(false)
	expect(html).toMatch(/<div role="dialog"[^>]*aria-labelledby="sheet-title"[^>]*data-slot="sheet-content"/)
	expect(html).toContain('<h2 id="sheet-title"')
	expect(html).toContain('data-state="open"')
	expect(html).toContain('<button type="submit">Save</button>')
	expect(html).toContain('<span class="sr-only">Close Rice University</span>')
	expect(html).toContain('data-slot="sheet-overlay"')
})

test('portalled (the default), the server renders nothing of it: the reason for portal={false} on sheets opened by the URL', () => {
	expect(sheet(true)).not.toContain('role="dialog"')
})
