import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

// Redraws the installed app's icons in public/icons/ from the mark in
// public/favicon.svg, with Debian's Chromium (as scripts/og-images.ts does):
// `npm run app-icons`. The plain icons are the mark as it is; the maskable one
// fills the square with the mark's navy and keeps the star inside the middle
// 80 %, the safe zone a launcher's mask never cuts (W3C manifest, "maskable").

const mark = readFileSync('public/favicon.svg', 'utf8')
const navy = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(mark)?.[1] ?? '#1e2a5a'
const star = /<path[^>]*\/>/.exec(mark)?.[0] ?? ''

const icons: Record<string, { size: number; svg: string }> = {
	'icon-192.png': { size: 192, svg: mark },
	'icon-512.png': { size: 512, svg: mark },
	// The star (24 of 32 units wide) drawn at 60 % of the square, centred.
	'icon-maskable-512.png': {
		size: 512,
		svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${navy}"/><g transform="translate(16 16) scale(0.8) translate(-16 -16)">${star}</g></svg>`,
	},
}

mkdirSync('public/icons', { recursive: true })
for (const [file, { size, svg }] of Object.entries(icons)) {
	// A transparent page, so the plain icons keep their rounded corners.
	const html = `<!doctype html><html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`
	const page = path.join(tmpdir(), `${file}.html`)
	writeFileSync(page, html)
	execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
		'--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
		'--disable-sync', '--hide-scrollbars', '--default-background-color=00000000', `--window-size=${size},${size}`,
		`--screenshot=public/icons/${file}`, `file://${page}`,
	], { stdio: 'ignore' })
	console.log(`public/icons/${file}`)
}
