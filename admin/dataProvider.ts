import type { DataProvider, GetListParams, GetListResult } from 'react-admin'
import simpleRestProvider from 'ra-data-simple-rest'
import { accountsMethods } from './accounts/methods'
import { analyticsMethods } from './analytics/methods'
import { leadsMethods } from './leads/methods'
import { loginMethods } from './login/methods'
import { mediaMethods } from './media/methods'
import { postsMethods } from './posts/methods'
import { redirectsMethods } from './redirects/methods'
import { httpClient } from './http'
import { statusMethods } from './status/methods'

export type { ImageSet } from './api-types'

export const API_URL = '/api/admin'

type ListQuery = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>
/** A list asked for before its screen mounted (main.tsx), taken once by that screen's own getList. */
const early = new Map<string, { at: number; answer: Promise<GetListResult> }>()
/** Older than this, an early answer is not used: the screen asks again. */
const EARLY_ANSWER_MS = 5_000
const listKey = (resource: string, query: ListQuery) =>
  JSON.stringify([resource, query.pagination, query.sort, query.filter ?? {}])

/**
 * ra-data-simple-rest over /api/admin plus each folder's custom methods: every call the admin makes
 * to the server goes through here, over the one http client (admin/http.ts), sign-in and the
 * session check included (login/methods.ts). The `blogs`
 * resource (the spec's URLs) is the API's `posts`.
 */
function composeDataProvider() {
  const rest = simpleRestProvider(API_URL, httpClient)
  const api = (resource: string) => (resource === 'blogs' ? 'posts' : resource)
  const base: DataProvider = {
    getList: (resource, params) => {
      const key = listKey(resource, params)
      const preloaded = early.get(key)
      early.delete(key)
      if (preloaded && Date.now() - preloaded.at < EARLY_ANSWER_MS)
        return preloaded.answer.catch(() => rest.getList(api(resource), params))
      return rest.getList(api(resource), params)
    },
    getOne: (resource, params) => rest.getOne(api(resource), params),
    getMany: (resource, params) => rest.getMany(api(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(api(resource), params),
    create: (resource, params) => rest.create(api(resource), params),
    update: (resource, params) => rest.update(api(resource), params),
    updateMany: (resource, params) => rest.updateMany(api(resource), params),
    delete: (resource, params) => rest.delete(api(resource), params),
    deleteMany: (resource, params) => rest.deleteMany(api(resource), params),
  }
  /**
   * Asks for a list while the admin's code still starts (a load of /admin/leads): its screen, mounted
   * after the shell's first render, then finds the answer on its way instead of asking only then.
   */
  const preloadList = (resource: string, query: ListQuery): void => {
    const answer = rest.getList(api(resource), { ...query, filter: query.filter ?? {} })
    answer.catch(() => undefined)
    early.set(listKey(resource, query), { at: Date.now(), answer })
  }
  return {
    ...base,
    preloadList,
    ...loginMethods(httpClient),
    ...accountsMethods(httpClient, API_URL),
    ...leadsMethods(httpClient, API_URL),
    ...mediaMethods(httpClient, API_URL),
    ...statusMethods(httpClient, API_URL),
    ...analyticsMethods(httpClient, API_URL),
    ...redirectsMethods(httpClient, API_URL),
    ...postsMethods(httpClient, API_URL),
  }
}

export const dataProvider = composeDataProvider()
export type AdminDataProvider = typeof dataProvider
