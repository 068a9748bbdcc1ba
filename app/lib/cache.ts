/**
 * A small key–value cache with expiry: an in-process LRU on Node, Workers KV
 * at the edge. Values are JSON. A miss and an expired entry both read as null.
 */
export interface Cache {
	get<T>(key: string): Promise<T | null>
	set(key: string, value: unknown, options?: { ttlSeconds?: number }): Promise<void>
	delete(key: string): Promise<void>
}

/** Reads through the cache: a hit returns at once, a miss runs `load` and stores it. */
export async function cached<T>(
	cache: Cache,
	key: string,
	ttlSeconds: number,
	load: () => Promise<T>,
): Promise<T> {
	const hit = await cache.get<T>(key)
	if (hit !== null) return hit
	const value = await load()
	await cache.set(key, value, { ttlSeconds })
	return value
}
