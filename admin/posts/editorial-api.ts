import { API_URL, httpClient } from '../dataProvider'
import { postsMethods } from './methods'

export type { CheckReport, PreviewLink, Revision, RevisionData, RevisionSummary } from './methods'

/**
 * The posts methods over the admin's one HTTP client, until admin/dataProvider.ts spreads
 * postsMethods in like the other folders' (then the editor reads them from useDataProvider()).
 */
export const editorialApi = postsMethods(httpClient, API_URL)
