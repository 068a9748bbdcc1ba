import type { AnalyticsConfig, SessionRecordingConfig } from '#app/lib/public-config'
import {
	CLS_EARLY_REPORT_MS,
	rateVital,
	type VitalName,
	VITALS_START_DELAY_MS,
} from './web-vitals'

// Third-party scripts load only when their config is enabled, after the
// consent defaults, and always async so they never block rendering.

type Gtag = (...args: unknown[]) => void
declare global {
	interface Window {
		dataLayer?: unknown[]
		gtag?: Gtag
		clarity?: ((...args: unknown[]) => void) & { q?: unknown[] }
	}
}

function loadScript(src: string) {
	const script = document.createElement('script')
	script.async = true
	script.src = src
	document.head.appendChild(script)
}

export function startAnalytics(config: AnalyticsConfig) {
	if (!config.enabled || window.gtag) return
	window.dataLayer = window.dataLayer ?? []
	const gtag: Gtag = function () {
		// gtag.js reads the `arguments` object itself, not an array.
		// eslint-disable-next-line prefer-rest-params
		window.dataLayer!.push(arguments)
	}
	window.gtag = gtag
	const ads = config.googleAdsEnabled ? 'granted' : 'denied'
	gtag('consent', 'default', {
		ad_storage: ads,
		ad_user_data: ads,
		ad_personalization: ads,
		analytics_storage: 'granted',
	})
	gtag('set', 'ads_data_redaction', !config.googleAdsEnabled)
	gtag('js', new Date())
	if (config.measurementId) {
		gtag('config', config.measurementId, {
			anonymize_ip: true,
			allow_google_signals: config.googleAdsEnabled,
			allow_ad_personalization_signals: config.googleAdsEnabled,
		})
		loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.measurementId)}`)
	}
	if (config.googleAdsEnabled && config.googleAdsId) gtag('config', config.googleAdsId)
	if (config.gtmId) {
		window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
		loadScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}`)
	}
	startWebVitals((name, value) => {
		gtag('event', 'web_vitals', {
			metric_name: name,
			metric_value: Math.round(name === 'CLS' ? value * 1000 : value),
			metric_rating: rateVital(name, value),
			non_interaction: true,
		})
	})
}

export function startSessionRecording(config: SessionRecordingConfig) {
	if (!config.enabled || !config.tagId || window.clarity) return
	const clarity = Object.assign((...args: unknown[]) => (clarity.q = clarity.q ?? []).push(args), {
		q: [] as unknown[],
	})
	window.clarity = clarity
	loadScript(`https://www.clarity.ms/tag/${encodeURIComponent(config.tagId)}`)
}

function afterLoad(run: () => void) {
	if (document.readyState === 'complete') run()
	else window.addEventListener('load', run, { once: true })
}

export function startWebVitals(report: (name: VitalName, value: number) => void) {
	afterLoad(() => {
		setTimeout(async () => {
			const { onCLS, onINP, onLCP } = await import('web-vitals')
			onLCP((metric) => report('LCP', metric.value))
			// web-vitals no longer measures FID (browsers retired it); INP replaces it.
			onINP((metric) => report('INP', metric.value))
			let latestCls: number | null = null
			onCLS((metric) => {
				latestCls = metric.value
			}, { reportAllChanges: true })
			onCLS((metric) => report('CLS', metric.value))
			setTimeout(() => {
				if (latestCls !== null) report('CLS', latestCls)
			}, CLS_EARLY_REPORT_MS)
		}, VITALS_START_DELAY_MS)
	})
}
