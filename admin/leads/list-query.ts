import { getQuery, parseQueryFromLocation, type ListParams, type Store } from 'react-admin'

/** The leads list's first page: newest first, spam left out (LeadList's ListBase props). */
export const LEAD_LIST_DEFAULTS = {
  perPage: 25,
  sort: { field: 'createdAt', order: 'DESC' as const },
  filter: { spam: 'no' },
}

/** The users a lead can be given to, sorted by email: the first 100 (a sales team fits in one page). */
export const OWNERS_QUERY = { pagination: { page: 1, perPage: 100 }, sort: { field: 'email', order: 'ASC' } } as const

/**
 * The query the leads list will ask for on a load of /admin/leads, merged as react-admin's list merges
 * it (its own getQuery): the address's parameters, else the list's saved ones, else its defaults.
 */
export function firstLeadListQuery(store: Store, search: string) {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: store.getItem<ListParams>('leads.listParams'),
    filterDefaultValues: LEAD_LIST_DEFAULTS.filter,
    sort: LEAD_LIST_DEFAULTS.sort,
    perPage: LEAD_LIST_DEFAULTS.perPage,
  })
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: query.filter as Record<string, unknown>,
  }
}
