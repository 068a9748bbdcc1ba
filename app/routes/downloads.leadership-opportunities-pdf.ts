import { redirect } from 'react-router'

// The leadership-opportunities guide (spec §2 "Downloads"): a static PDF drawn by
// `npm run pdfs`, so pdf-lib stays out of the Worker bundle (docs/decisions/013).
export function loader() {
	return redirect('/downloads/northstar-leadership-opportunities.pdf', {
		headers: { 'cache-control': 'public, max-age=86400' },
	})
}
