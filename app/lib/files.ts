/**
 * Where uploaded files live: a local folder on Node (UPLOAD_DIR), R2 on
 * Workers. Keys are slash-separated paths made by the app, never by a user.
 */
export interface StoredFile {
	body: Uint8Array
	contentType: string
	size: number
}

export interface FileStore {
	put(key: string, body: Uint8Array, options: { contentType: string }): Promise<void>
	get(key: string): Promise<StoredFile | null>
	delete(key: string): Promise<void>
	/** Every file whose key starts with `prefix`, with when it was written (ms), in no particular order. */
	list(prefix: string): AsyncIterable<ListedFile>
}

export interface ListedFile {
	key: string
	uploadedAt: number
}

const safeKey = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/i

/** Rejects keys that could escape the store's root (.., absolute paths, odd characters). */
export function assertFileKey(key: string): string {
	if (!safeKey.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
		throw new Error(`Invalid file key: ${JSON.stringify(key)}`)
	}
	return key
}
