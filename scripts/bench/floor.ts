import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express from 'express'
import { createRequestHandler, type ServerBuild } from 'react-router'
import { sendFetchResponse, toFetchRequest } from '../../server/express-bridge'
import { freePort } from '../../tests/support/free-port'

// The framework floor (bench/floor/): a bare React Router app — one route, an
// `<h1>` — built with the same versions and served the way the app serves a
// rendered page (Express, compression at the pages' level, static files, React
// Router through the host's own bridge, server/express-bridge.ts). Its
// JavaScript is the floor of the public pages' budget (bench:lighthouse); its
// CPU per request is the least any rendered page of ours can cost on this
// machine (bench:http).

const floorDir = 'bench/floor'
export const floorBuild = '.cache/bench-floor/build'

export function buildFloor() {
	rmSync(floorBuild, { recursive: true, force: true })
	console.log('Building the framework floor (bench/floor)…')
	const build = spawnSync(path.resolve('node_modules/.bin/react-router'), ['build'], { cwd: floorDir, encoding: 'utf8' })
	if (build.status !== 0) throw new Error(`the floor build failed:\n${build.stdout}\n${build.stderr}`)
}

/** The floor served like the app's pages: compression at level 3 (decision 039), static client files, then React Router through the host's bridge. */
export async function serveFloor() {
	const build = (await import(path.resolve(floorBuild, 'server/index.js'))) as ServerBuild
	const handler = createRequestHandler(build, 'production')
	const app = express()
	app.use(compression({ level: 3 }))
	// The host asks the disk only for files it knows to exist (server/node.ts): here, the floor's few.
	const files = express.static(path.resolve(floorBuild, 'client'), { index: false })
	app.use((req, res, next) => (req.path.startsWith('/assets/') || req.path === '/robots.txt' ? files(req, res, next) : next()))
	app.all('/{*path}', (req, res, next) => {
		handler(toFetchRequest(req, res))
			.then((response) => sendFetchResponse(res, response))
			.catch(next)
	})
	const port = await freePort()
	const server: Server = await new Promise((resolve) => {
		const listening = app.listen(port, '127.0.0.1', () => resolve(listening))
	})
	return { server, port, origin: `http://127.0.0.1:${port}` }
}
