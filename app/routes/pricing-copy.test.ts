import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { priceQuote } from '#app/features/billing/catalog'
import { routeArgs, settle } from '../../tests/support/route-args'
import { createTestContext, type TestContext } from '../../tests/support/test-context'
import * as pricingApp from './pricing-app'
import * as features from './public/features'
import * as home from './public/home'
import * as premiumPreview from './public/premium-preview'
import * as pricing from './public/pricing'

// Pricing in one voice (decision 025): every page that names a price quotes the
// catalog checkout sells. With PRICING_CATALOG=tiers no page says $5 or $50;
// while founder pricing sells, both pricing pages show the tiers beside it.

type Module = { loader: (args: never) => unknown; default: React.ComponentType<Record<string, unknown>> }

/** A route module as the helpers below call it. */
const asModule = (module: object) => module as Module

const founderPrice = /\$50?(?![\d,])/

async function renderPage(ctx: TestContext, module: Module, path: string) {
	const { status, data: loaderData } = await settle(() => module.loader(routeArgs(ctx, new Request(`http://localhost:3000${path}`))))
	expect(status).toBe(200)
	const props = { loaderData, actionData: undefined, params: {}, matches: [] }
	const Stub = createRoutesStub([{ path: '*', Component: () => createElement(module.default, props) }])
	return { loaderData, html: renderToString(createElement(Stub, { initialEntries: [path] })) }
}

const pages: Array<[string, Module]> = [
	['/', asModule(home)],
	['/pricing', asModule(pricing)],
	['/pricing-app', asModule(pricingApp)],
	['/pricing-app?billing=yearly', asModule(pricingApp)],
	['/features', asModule(features)],
	['/premium-preview', asModule(premiumPreview)],
]

describe('PRICING_CATALOG=tiers', () => {
	let ctx: TestContext
	beforeAll(async () => {
		ctx = await createTestContext({ PRICING_CATALOG: 'tiers' })
	})
	afterAll(async () => {
		await ctx.cleanup()
	})

	test.each(pages)('%s quotes the tiers and never the founder price', async (path, module) => {
		const { html, loaderData } = await renderPage(ctx, module, path)
		expect(html).not.toMatch(founderPrice)
		expect(JSON.stringify(loaderData)).not.toMatch(founderPrice)
		// /premium-preview compares the tiers by feature and names no price.
		if (path !== '/premium-preview') expect(html).toMatch(/\$10/)
	})

	test('the home teaser and FAQ, and the pricing FAQ and description, name the tiers', async () => {
		const { html } = await renderPage(ctx, asModule(home), '/')
		expect(html).toContain('Starter $10, Growth $20 or Premium $30 a month')
		expect(html).toContain(priceQuote('tiers').answer)
		const page = await renderPage(ctx, asModule(pricing), '/pricing')
		expect(page.html).toContain('What does each plan include?')
		expect(page.html).not.toContain('founder')
		const description = pricing.meta({ loaderData: page.loaderData, matches: [], location: { pathname: '/pricing' } } as never).find(
			(tag) => 'name' in tag && tag.name === 'description',
		)
		expect(description).toMatchObject({ content: expect.stringContaining('Starter $10, Growth $20 or Premium $30 a month per student.') })
	})

	test('/pricing-app sells the tiers and shows no “spared” section', async () => {
		const { html } = await renderPage(ctx, asModule(pricingApp), '/pricing-app')
		for (const name of ['Starter', 'Growth', 'Premium']) expect(html).toContain(name)
		expect(html).not.toContain('data-testid="standard-prices"')
	})
})

describe('PRICING_CATALOG=founder (the default)', () => {
	let ctx: TestContext
	beforeAll(async () => {
		ctx = await createTestContext()
	})
	afterAll(async () => {
		await ctx.cleanup()
	})

	test('/pricing-app sells the founder plan and shows the standard tiers beside it, as /pricing does', async () => {
		for (const [path, module] of [
			['/pricing-app', pricingApp],
			['/pricing', pricing],
		] as const) {
			const { html, loaderData } = await renderPage(ctx, asModule(module), path)
			expect((loaderData as { standardPlans: Array<{ slug: string }> }).standardPlans.map((plan) => plan.slug)).toEqual([
				'starter-monthly',
				'growth-monthly',
				'premium-monthly',
			])
			expect(html).toContain('What founder families are spared')
			for (const tier of ['Starter', 'Growth', 'Premium']) expect(html).toContain(tier)
			expect(html).toMatch(/\$10/)
			expect(html).toMatch(/\$30/)
		}
		const { html } = await renderPage(ctx, asModule(pricingApp), '/pricing-app')
		// The tiers are shown, not sold: the only choices are the founder plan.
		expect(html.match(/type="radio"/g)).toHaveLength(1)
		expect(html).toContain('value="founder-monthly"')
	})

	test('the home teaser and FAQ quote the founder price', async () => {
		const { html } = await renderPage(ctx, asModule(home), '/')
		expect(html).toContain('Founder pricing: $5/month or $50/year')
		expect(html).toContain(priceQuote('founder').answer)
	})
})
