import {
	getAnalyticsConfig,
	getBaseUrl,
	getErrorReportingConfig,
	getSessionRecordingConfig,
} from '#app/lib/public-config'
import { defineServerFn, NoInput } from './define'

// Public, identical for every visitor: a browser or the edge may keep them briefly.
const cacheControl = 'public, max-age=300'

export const configServerFns = [
	defineServerFn({
		id: 'getErrorReportingConfig',
		method: 'GET',
		access: 'public',
		input: NoInput,
		cacheControl,
		handler: ({ app }) => getErrorReportingConfig(app.env),
	}),
	defineServerFn({
		id: 'getAnalyticsConfig',
		method: 'GET',
		access: 'public',
		input: NoInput,
		cacheControl,
		handler: ({ app }) => getAnalyticsConfig(app.env),
	}),
	defineServerFn({
		id: 'getSessionRecordingConfig',
		method: 'GET',
		access: 'public',
		input: NoInput,
		cacheControl,
		handler: ({ app }) => getSessionRecordingConfig(app.env),
	}),
	defineServerFn({
		id: 'getBaseUrl',
		method: 'GET',
		access: 'public',
		input: NoInput,
		cacheControl,
		handler: ({ app }) => ({ baseUrl: getBaseUrl(app.env) }),
	}),
]
