import { redirect } from 'react-router'

// The college planning starter kit: a static PDF drawn by `npm run pdfs`.
export function loader() {
	return redirect('/downloads/northstar-college-planning-starter-kit.pdf', {
		headers: { 'cache-control': 'public, max-age=86400' },
	})
}
