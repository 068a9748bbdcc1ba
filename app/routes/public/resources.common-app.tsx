import { ResourceGuide } from '#app/components/resource-guide'
import { pageMeta } from '#app/features/seo/site-meta'
import { guide } from '../../../content/resources/common-app'
import type { Route } from './+types/resources.common-app'

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: guide.title, description: guide.description })

export default function Page() {
	return <ResourceGuide guide={guide} />
}
