import { dataProvider } from '../dataProvider'
import type { PostsMethods } from './methods'

export type { CheckReport, PreviewLink, Revision, RevisionData, RevisionSummary } from './methods'

/** The post editor's server calls: the posts folder's custom methods of the admin's one dataProvider. */
export const editorialApi: PostsMethods = dataProvider
