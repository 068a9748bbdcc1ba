import { describe, expect, test } from 'vitest'
import { activities } from '../../../content/resources/activity-finder'
import { COMMON_APP_DESCRIPTION_LIMIT, filterActivities, parseActivityFilters } from './activity-finder'

describe('activity content', () => {
	test('about 40 activities with unique ids', () => {
		expect(activities.length).toBeGreaterThanOrEqual(35)
		expect(new Set(activities.map((a) => a.id)).size).toBe(activities.length)
	})
	test('every example fits the Common App 150-character description', () => {
		for (const activity of activities) expect(activity.example.length, activity.id).toBeLessThanOrEqual(COMMON_APP_DESCRIPTION_LIMIT)
	})
	test('every activity has at least one interest and local advice', () => {
		for (const activity of activities) {
			expect(activity.interests.length, activity.id).toBeGreaterThan(0)
			expect(activity.findLocally.length, activity.id).toBeGreaterThan(10)
		}
	})
})

describe('filters', () => {
	test('parses valid filters and reports unknown values', () => {
		expect(parseActivityFilters(new URLSearchParams('interest=stem&time=medium&cost=low'))).toEqual({
			filters: { interest: 'stem', time: 'medium', cost: 'low' },
			errors: {},
		})
		const bad = parseActivityFilters(new URLSearchParams('interest=cooking&time=&cost=zillion'))
		expect(bad.filters).toEqual({ interest: '', time: '', cost: '' })
		expect(bad.errors.interest).toBeDefined()
		expect(bad.errors.cost).toBeDefined()
		expect(bad.errors.time).toBeUndefined()
	})
	test('no filters returns everything', () => {
		expect(filterActivities(activities, { interest: '', time: '', cost: '' })).toHaveLength(activities.length)
	})
	test('time and cost are upper limits; interest must match', () => {
		const result = filterActivities(activities, { interest: 'athletics', time: 'light', cost: 'free' })
		expect(result.length).toBeGreaterThan(0)
		for (const a of result) {
			expect(a.interests).toContain('athletics')
			expect(a.time).toBe('light')
			expect(a.cost).toBe('free')
		}
		const lowCost = filterActivities(activities, { interest: '', time: '', cost: 'low' })
		expect(lowCost.some((a) => a.cost === 'free')).toBe(true)
		expect(lowCost.some((a) => a.cost === 'high')).toBe(false)
	})
})
