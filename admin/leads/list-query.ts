import type { Store } from 'react-admin'

/** The leads list's first page: newest first, spam left out (LeadList's ListBase props). */
export const LEAD_LIST_DEFAULTS = {
  perPage: 25,
  sort: { field: 'createdAt', order: 'DESC' as const },
  filter: { spam: 'no' },
}

/** The users a lead can be given to, sorted by email: the first 100 (a sales team fits in one page). */
export const OWNERS_QUERY = { pagination: { page: 1, perPage: 100 }, sort: { field: 'email', order: 'ASC' } } as const

interface SavedListParams {
  sort?: string
  order?: 'ASC' | 'DESC'
  page?: number | string
  perPage?: number | string
  filter?: Record<string, unknown>
}

/**
 * The query the leads list will ask for on a load of /admin/leads, as react-admin's list computes it:
 * the address's own parameters (then: unknown here, none), else the list's saved parameters, else its
 * defaults. A wrong guess costs one unused request: the list then asks with its own query.
 */
export function firstLeadListQuery(store: Store, search: string) {
  if (new URLSearchParams(search).size > 0) return null
  const saved = store.getItem<SavedListParams>('leads.listParams')
  const custom =
    saved?.filter &&
    (Object.keys(saved.filter).length > 0 ||
      saved.order != null ||
      Number(saved.page ?? 1) !== 1 ||
      saved.perPage != null ||
      saved.sort != null)
  const query: SavedListParams = custom ? saved : { filter: LEAD_LIST_DEFAULTS.filter }
  return {
    pagination: { page: Number(query.page ?? 1), perPage: Number(query.perPage ?? LEAD_LIST_DEFAULTS.perPage) },
    sort: query.sort
      ? { field: query.sort, order: query.order ?? 'ASC' }
      : { field: LEAD_LIST_DEFAULTS.sort.field, order: LEAD_LIST_DEFAULTS.sort.order },
    filter: query.filter ?? {},
  }
}
