import ipaddr from 'ipaddr.js'

// Rate limits count per network address, not per raw IP: an IPv6 subscriber
// is handed a whole /64 and can change the rest at will, so the /64 is the
// address; an IPv4 address (IPv4-mapped IPv6 included) is itself.

/** The network a client address belongs to, for rate-limit keys: IPv4 as is, IPv6 as its /64. */
export function networkOf(address: string | null | undefined): string {
	const value = address?.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '')
	if (!value || !ipaddr.isValid(value)) return 'unknown'
	const parsed = ipaddr.parse(value)
	if (parsed.kind() === 'ipv4') return parsed.toString()
	const ipv6 = parsed as ipaddr.IPv6
	if (ipv6.isIPv4MappedAddress()) return ipv6.toIPv4Address().toString()
	return `${ipv6.parts.slice(0, 4).map((part) => part.toString(16)).join(':')}::/64`
}
