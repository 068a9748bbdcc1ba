// How every browser test starts Debian's Chromium (no browser download):
// Playwright's runner (playwright.config.ts) and the Worker journey
// (tests/worker/edge.test.ts), which drives the browser from vitest.
export const chromiumLaunchOptions = {
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
	],
}
