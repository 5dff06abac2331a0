import type { DataProvider } from 'react-admin'
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
    getList: (resource, params) => rest.getList(api(resource), params),
    getOne: (resource, params) => rest.getOne(api(resource), params),
    getMany: (resource, params) => rest.getMany(api(resource), params),
    getManyReference: (resource, params) => rest.getManyReference(api(resource), params),
    create: (resource, params) => rest.create(api(resource), params),
    update: (resource, params) => rest.update(api(resource), params),
    updateMany: (resource, params) => rest.updateMany(api(resource), params),
    delete: (resource, params) => rest.delete(api(resource), params),
    deleteMany: (resource, params) => rest.deleteMany(api(resource), params),
  }
  return {
    ...base,
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
