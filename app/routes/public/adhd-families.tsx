import { PageHero } from '#app/components/marketing'

// Placeholder while the page is written.
export default function Page() {
	return <PageHero title="adhd-families" />
}
