// A public page's scripts are fetched after its first paint (decision 019).
// A reader comes for the text: on a slow phone the stylesheet, the font and a
// post's picture then have the connection to themselves, and the page is seen
// before about 130 KB of JavaScript is downloaded and evaluated rather than
// after. React Router's <Scripts> writes module preloads into the head and a
// module script that imports the entry and the route modules; both start
// fetching as soon as the parser meets them. So the finished document is
// rewritten: the preloads leave the head, and the module script becomes a small
// classic script that, once the page has loaded (its picture included) and one
// more frame is painted, adds the same preloads and the same module script,
// with this request's CSP nonce. A tab that gets no frames starts
// FALLBACK_DELAY_MS after the load; a load that never ends, after LOAD_FALLBACK_MS.

/** A hidden tab never paints; its page still starts. */
export const FALLBACK_DELAY_MS = 200
/** A page whose load never ends (a request that hangs) still starts. */
export const LOAD_FALLBACK_MS = 3000

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>([\s\S]*?)<\/script>/

/**
 * The document with its scripts started after the first paint, or as it was
 * when it holds no module script (nothing to defer) or no nonce was given.
 */
export function loadScriptsAfterPaint(html: string, nonce: string | undefined): string {
	const script = MODULE_SCRIPT.exec(html)
	if (!script || !nonce) return html
	const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => decodeAttribute(match[1]!))
	const starter = `<script nonce="${nonce}">(${START_AFTER_PAINT})(${inlineJson(preloads)},${inlineJson(script[1]!)},${inlineJson(nonce)},${FALLBACK_DELAY_MS})</script>`
	return (html.slice(0, script.index) + starter + html.slice(script.index + script[0].length)).replace(MODULE_PRELOAD, '')
}

/**
 * What runs in the browser, kept as text: a bundler's helpers (a minifier's
 * renames, `__name` wrappers) never reach it. Arguments: the preload URLs, the
 * module script's code, the nonce, the fallback delay.
 */
const START_AFTER_PAINT = `function (preloads, code, nonce, fallbackMs) {
	var started = false;
	function start() {
		if (started) return;
		started = true;
		preloads.forEach(function (href) {
			var link = document.createElement('link');
			link.rel = 'modulepreload';
			link.href = href;
			document.head.appendChild(link);
		});
		var script = document.createElement('script');
		script.type = 'module';
		script.nonce = nonce;
		script.textContent = code;
		document.body.appendChild(script);
	}
	function afterLoad() {
		requestAnimationFrame(function () { setTimeout(start, 0); });
		setTimeout(start, fallbackMs);
	}
	if (document.readyState === 'complete') afterLoad();
	else window.addEventListener('load', afterLoad);
	setTimeout(start, ${LOAD_FALLBACK_MS});
}`.replace(/\n\s*/g, ' ')

/** JSON that cannot end the inline script it sits in. */
function inlineJson(value: unknown) {
	return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029')
}

function decodeAttribute(value: string) {
	return value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')
}
