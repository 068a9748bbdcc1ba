import { execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/support/chromium'

// Browser tests run Debian's Chromium (no browser download) against a Node
// host this run starts on a free loopback port, over a throwaway data folder.
// Workers re-read this file, so the port and folder are fixed once, in env.

const freePort = () =>
	execFileSync(process.execPath, [
		'-e',
		"const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
	])
		.toString()
		.trim()
process.env.E2E_PORT ||= freePort()
process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'northstar-e2e-'))
// A second host with analytics and session recording switched on (tests/e2e/privacy.spec.ts).
process.env.E2E_TRACKED_PORT ||= freePort()
process.env.E2E_TRACKED_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'northstar-e2e-tracked-'))

const port = Number(process.env.E2E_PORT)
const baseURL = `http://127.0.0.1:${port}`
const trackedURL = `http://127.0.0.1:${process.env.E2E_TRACKED_PORT}`

export default defineConfig({
	testDir: 'tests/e2e',
	fullyParallel: true,
	forbidOnly: Boolean(process.env.CI),
	retries: process.env.CI ? 1 : 0,
	workers: 2,
	reporter: [['list']],
	// Journeys through several signed-in pages with an axe scan on each take 20–30 s alone on
	// two shared cores; a minute keeps them from failing on a busy machine without hiding a hang.
	timeout: 60_000,
	use: {
		baseURL,
		trace: 'retain-on-failure',
		launchOptions: chromiumLaunchOptions,
		// The service worker (issue 26) is tested in pwa.spec.ts alone, which allows it: elsewhere
		// every request reaches the host (and page.route) as it did before there was one.
		serviceWorkers: 'block',
	},
	projects: [
		{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
		{ name: 'mobile', use: { ...devices['Pixel 7'], channel: undefined }, testMatch: /layout\.spec\.ts/ },
	],
	// Started one after the other, so a stale build is rebuilt once, by the first.
	webServer: [
		{
			command: `${process.execPath} --import tsx server/node.ts`,
			url: `${baseURL}/_serverFn/getBaseUrl?createServerFn`,
			reuseExistingServer: false,
			timeout: 240_000,
			stdout: 'pipe',
			env: {
				PORT: String(port),
				HOST: '127.0.0.1',
				BASE_URL: baseURL,
				DATA_DIR: process.env.E2E_DATA_DIR,
				NODE_ENV: 'test',
				ENABLE_TEST_ROUTES: 'true',
			},
		},
		{
			command: `${process.execPath} --import tsx server/node.ts`,
			url: `${trackedURL}/_serverFn/getBaseUrl?createServerFn`,
			reuseExistingServer: false,
			timeout: 240_000,
			env: {
				PORT: String(process.env.E2E_TRACKED_PORT),
				HOST: '127.0.0.1',
				BASE_URL: trackedURL,
				DATA_DIR: process.env.E2E_TRACKED_DATA_DIR,
				NODE_ENV: 'test',
				ANALYTICS_ENABLED: 'true',
				GA_MEASUREMENT_ID: 'G-PRIVACYTEST',
				GTM_ID: 'GTM-PRIVACY',
				SESSION_RECORDING_ENABLED: 'true',
				CLARITY_TAG_ID: 'privacytest',
			},
		},
	],
})
