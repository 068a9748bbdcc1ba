// The document's module preloads (React Router's <Scripts>, hoisted into the
// head by React) are asked for at low priority, so on a slow connection the
// stylesheet, the font and a post's hero image go first and the page paints
// before its JavaScript has arrived (decision 019). <Scripts> takes no
// fetchPriority, so the head is rewritten on its way out: bytes are held only
// until `</head>`, and the body streams through untouched.

const HEAD_END = new TextEncoder().encode('</head>')

export function lowPriorityModulePreloads(): TransformStream<Uint8Array, Uint8Array> {
	let held: Uint8Array = new Uint8Array(0)
	let passing = false
	return new TransformStream({
		transform(chunk, controller) {
			if (passing) return controller.enqueue(chunk)
			held = concat(held, chunk)
			const end = indexOf(held, HEAD_END)
			if (end === -1) return
			// `<` never occurs inside a multi-byte character, so the head ends on a whole character.
			controller.enqueue(new TextEncoder().encode(lowerPriority(new TextDecoder().decode(held.subarray(0, end)))))
			controller.enqueue(held.subarray(end))
			held = new Uint8Array(0)
			passing = true
		},
		flush(controller) {
			if (held.length > 0) controller.enqueue(held)
		},
	})
}

export function lowerPriority(head: string) {
	return head.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"')
}

function concat(a: Uint8Array, b: Uint8Array) {
	if (a.length === 0) return b
	const joined = new Uint8Array(a.length + b.length)
	joined.set(a)
	joined.set(b, a.length)
	return joined
}

function indexOf(haystack: Uint8Array, needle: Uint8Array) {
	outer: for (let i = 0; i <= haystack.length - needle.length; i++) {
		for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer
		return i
	}
	return -1
}
