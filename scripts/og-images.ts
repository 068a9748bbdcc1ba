import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { topics } from '../content/topics'
import { BLOG_IMAGE_WIDTHS, blogImageVariant } from '../app/features/blog/images'

// Redraws the 1200×630 Open Graph images in public/ from one HTML template,
// with Debian's Chromium: `npm run og-images`. The blog's topic images
// (public/blog/images/{topic}.jpg, JPEG to keep listings light) are the posts' default pictures;
// pages show them from WebP copies in BLOG_IMAGE_WIDTHS, drawn from the same page at each width,
// so a phone fetches about a third of the bytes (app/features/blog/images.ts).

const template = readFileSync('scripts/assets/og-image.html', 'utf8')
const images: Record<string, [title: string, text: string, eyebrow?: string]> = {
	'og-image.png': [
		'Your college prep companion, from 9th grade to move-in day',
		'Deadlines, the college list, applications, essays and financial aid — one plan for the whole family.',
	],
	'og-grades.png': ['Grade by grade, month by month', 'What to do in 9th, 10th, 11th and 12th grade — and when.'],
	'og-guides.png': ['Guides for every step', 'Common App, Coalition, PSAT, senior year and ADHD-friendly planning.'],
	'og-product.png': ['The whole plan in one place', 'Tasks, deadlines, the college list, documents and aid — with pricing per student.'],
	'og-blog.png': ['The Northstar blog', 'Deadlines, financial aid, applications and calmer planning, written for families.'],
	...Object.fromEntries(topics.map((topic) => [`blog/images/${topic.slug}.jpg`, [topic.name, topic.description, 'Northstar blog']])),
}

mkdirSync('public/blog/images', { recursive: true })
for (const [file, [title, text, eyebrow]] of Object.entries(images)) {
	let html = template.replace(/<h1>[\s\S]*?<\/h1>/, `<h1>${title}</h1>`).replace(/<p>[\s\S]*?<\/p>/, `<p>${text}</p>`)
	if (eyebrow) html = html.replace('</svg>Northstar</div>', `</svg>${eyebrow}</div>`)
	const page = path.join(tmpdir(), `${path.basename(file)}.html`)
	writeFileSync(page, html)
	execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', [
		'--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
		'--disable-sync', '--hide-scrollbars', '--window-size=1200,630', `--screenshot=public/${file}`, `file://${page}`,
	], { stdio: 'ignore' })
	console.log(`public/${file}`)
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
try {
	for (const file of Object.keys(images)) {
		if (!file.startsWith('blog/images/')) continue
		const page = path.join(tmpdir(), `${path.basename(file)}.html`)
		for (const width of BLOG_IMAGE_WIDTHS) {
			const tab = await browser.newPage({ viewport: { width: 1200, height: 630 }, deviceScaleFactor: width / 1200 })
			await tab.goto(`file://${page}`)
			const png = await tab.screenshot({ type: 'png' })
			// Chromium encodes WebP from a canvas; screenshots come only as PNG or JPEG.
			const webp = await tab.evaluate(async (dataUrl) => {
				const image = new Image()
				image.src = dataUrl
				await image.decode()
				const canvas = document.createElement('canvas')
				canvas.width = image.naturalWidth
				canvas.height = image.naturalHeight
				canvas.getContext('2d')!.drawImage(image, 0, 0)
				return canvas.toDataURL('image/webp', 0.8).split(',')[1]!
			}, `data:image/png;base64,${png.toString('base64')}`)
			const out = `public${blogImageVariant(`/${file}`, width)}`
			writeFileSync(out, Buffer.from(webp, 'base64'))
			console.log(out)
			await tab.close()
		}
	}
} finally {
	await browser.close()
}
