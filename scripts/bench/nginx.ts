import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../tests/support/free-port'
import { waitForOk } from './processes'

// The public-page baseline (DECISIONS.md «Measuring honestly»): Debian's nginx,
// one worker process, `gzip_static`, serving the very bytes the app sent for
// `/` — the page and its gzip — on a loopback port. Installed from Debian's
// packages when missing (this machine reaches no other network).

const NGINX = '/usr/sbin/nginx'

function ensureNginx() {
	if (existsSync(NGINX)) return
	console.log('nginx is missing: installing Debian’s nginx package…')
	const install = () => spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
	if (install().status !== 0) {
		spawnSync('apt-get', ['update'], { stdio: 'inherit' })
		install()
	}
	if (!existsSync(NGINX)) throw new Error('nginx could not be installed (apt-get install nginx needs root); install it and run the bench again')
}

/** nginx serving `html` (and its gzip, `gzipped`) as `/`, until `stop()`. */
export async function startNginx(html: Uint8Array, gzipped: Uint8Array): Promise<{ origin: string; stop(): Promise<void> }> {
	ensureNginx()
	const dir = mkdtempSync(path.join(tmpdir(), 'northstar-nginx-'))
	const www = path.join(dir, 'www')
	mkdirSync(www)
	writeFileSync(path.join(www, 'index.html'), html)
	writeFileSync(path.join(www, 'index.html.gz'), gzipped)
	// Run as root, nginx's worker drops to an unprivileged user, which must read the files.
	for (const entry of [dir, www]) chmodSync(entry, 0o755)
	const port = await freePort()
	const temp = (name: string) => path.join(dir, name)
	writeFileSync(
		path.join(dir, 'nginx.conf'),
		`worker_processes 1;
daemon off;
master_process on;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 4096; }
http {
	access_log off;
	client_body_temp_path ${temp('body')};
	proxy_temp_path ${temp('proxy')};
	fastcgi_temp_path ${temp('fastcgi')};
	uwsgi_temp_path ${temp('uwsgi')};
	scgi_temp_path ${temp('scgi')};
	types { text/html html; }
	charset utf-8;
	sendfile on;
	tcp_nopush on;
	keepalive_timeout 65;
	keepalive_requests 1000000;
	gzip_static on;
	gzip_vary on;
	server {
		listen 127.0.0.1:${port};
		root ${www};
		index index.html;
	}
}
`,
	)
	const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] })
	let errors = ''
	child.stderr!.on('data', (chunk) => (errors += chunk))
	const origin = `http://127.0.0.1:${port}`
	try {
		await waitForOk(`${origin}/`, 10_000, () => child.exitCode !== null)
	} catch (error) {
		child.kill('SIGKILL')
		throw new Error(`nginx did not start: ${errors || (error as Error).message}`)
	}
	return {
		origin,
		async stop() {
			if (child.exitCode === null) {
				const exited = new Promise((resolve) => child.once('exit', resolve))
				child.kill('SIGQUIT')
				const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
				await exited
				clearTimeout(timer)
			}
			rmSync(dir, { recursive: true, force: true })
		},
	}
}
