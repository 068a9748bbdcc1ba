import { expect, test } from 'vitest'
import { networkOf } from './network'

test('an IPv4 address is its own network, mapped or not', () => {
	expect(networkOf('203.0.113.9')).toBe('203.0.113.9')
	expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.9')
	expect(networkOf('[::ffff:203.0.113.9]')).toBe('203.0.113.9')
})

test('an IPv6 address counts as its /64, however it is written', () => {
	const network = '2001:db8:85a3:0::/64'
	expect(networkOf('2001:db8:85a3::8a2e:370:7334')).toBe(network)
	expect(networkOf('2001:0db8:85a3:0000:1111:2222:3333:4444')).toBe(network)
	expect(networkOf('2001:DB8:85A3:0:ffff::1')).toBe(network)
	expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
	expect(networkOf('::1')).toBe('0:0:0:0::/64')
	expect(networkOf('2001:db8:85a3:1::1')).not.toBe(network)
})

test('nothing usable is one shared bucket', () => {
	expect(networkOf(null)).toBe('unknown')
	expect(networkOf('')).toBe('unknown')
	expect(networkOf('not an address')).toBe('unknown')
	expect(networkOf('1:2:3:4:5:6:7:8:9')).toBe('unknown')
	expect(networkOf('1::2::3')).toBe('unknown')
})
