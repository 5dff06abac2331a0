import type { Request, RequestHandler, Response } from 'express'
import { ValidationError } from '../../lib/errors.js'

/**
 * The ra-data-simple-rest list contract:
 *   GET /api/admin/posts?sort=["title","ASC"]&range=[0,24]&filter={"q":"pos"}
 *   -> JSON array + `Content-Range: posts 0-24/319`
 * getMany is the same call with filter={"id":[1,2,3]}. Sort fields and filters are allowlisted by
 * each resource; values only ever reach knex as bound parameters.
 */
export interface ListQuery<Sort extends string> {
  sort: { field: Sort; order: 'asc' | 'desc' }
  offset: number
  limit: number
  filter: Record<string, unknown>
  ids?: number[]
}

const MAX_PAGE = 100

function parseJsonParam(req: Request, name: string): unknown {
  const raw = req.query[name]
  if (raw === undefined) return undefined
  if (typeof raw !== 'string')
    throw new ValidationError('query.param_malformed', { params: { name }, errors: { [name]: 'field.malformed' } })
  try {
    return JSON.parse(raw) as unknown
  } catch {
    throw new ValidationError('query.param_not_json', { params: { name }, errors: { [name]: 'field.not_json' } })
  }
}

export interface ListOptions<Sort extends string> {
  sortFields: Record<string, Sort>
  defaultSort: { field: Sort; order: 'asc' | 'desc' }
  filters: readonly string[]
}

export function parseListQuery<Sort extends string>(req: Request, options: ListOptions<Sort>): ListQuery<Sort> {
  const sortParam = parseJsonParam(req, 'sort')
  let sort = options.defaultSort
  if (sortParam !== undefined) {
    if (!Array.isArray(sortParam) || typeof sortParam[0] !== 'string') {
      throw new ValidationError('query.sort_malformed', { errors: { sort: 'field.malformed' } })
    }
    // Own properties only: 'constructor', '__proto__' or 'toString' are no column.
    const field = Object.hasOwn(options.sortFields, sortParam[0]) ? options.sortFields[sortParam[0]] : undefined
    if (!field)
      throw new ValidationError('query.sort_unsupported', {
        params: { field: sortParam[0] },
        errors: { sort: 'query.field_unsupported' },
      })
    const order = String(sortParam[1] ?? 'ASC').toUpperCase()
    if (order !== 'ASC' && order !== 'DESC')
      throw new ValidationError('query.sort_order', { errors: { sort: 'query.order_unsupported' } })
    sort = { field, order: order === 'ASC' ? 'asc' : 'desc' }
  }

  const filterParam = parseJsonParam(req, 'filter') ?? {}
  if (typeof filterParam !== 'object' || filterParam === null || Array.isArray(filterParam)) {
    throw new ValidationError('query.filter_malformed', { errors: { filter: 'field.malformed' } })
  }
  const filter: Record<string, unknown> = {}
  let ids: number[] | undefined
  for (const [key, value] of Object.entries(filterParam)) {
    if (key === 'id') {
      const list = Array.isArray(value) ? value : [value]
      ids = list
        .map(Number)
        .filter((n) => Number.isInteger(n) && n > 0)
        .slice(0, 1000)
      continue
    }
    if (!options.filters.includes(key))
      throw new ValidationError('query.filter_unsupported', {
        params: { field: key },
        errors: { filter: { code: 'query.filter_unsupported_field', params: { field: key } } },
      })
    filter[key] = value
  }

  const rangeParam = parseJsonParam(req, 'range')
  let offset = 0
  let limit = ids ? Math.max(ids.length, 1) : 25
  if (rangeParam !== undefined) {
    if (
      !Array.isArray(rangeParam) ||
      rangeParam.length !== 2 ||
      !rangeParam.every((n) => Number.isInteger(n) && n >= 0) ||
      rangeParam[1] < rangeParam[0]
    ) {
      throw new ValidationError('query.range_malformed', { errors: { range: 'field.malformed' } })
    }
    offset = rangeParam[0] as number
    limit = Math.min((rangeParam[1] as number) - offset + 1, MAX_PAGE)
  }
  return { sort, offset, limit, filter, ...(ids ? { ids } : {}) }
}

export function sendList<T>(res: Response, resource: string, rows: T[], offset: number, total: number): void {
  const range = rows.length ? `${offset}-${offset + rows.length - 1}` : '*'
  res.set('Content-Range', `${resource} ${range}/${total}`).set('Cache-Control', 'no-store').json(rows)
}

export function parseId(value: unknown): number {
  const id = Number(value)
  if (!Number.isInteger(id) || id <= 0)
    throw new ValidationError('query.id_invalid', { errors: { id: 'query.id_field' } })
  return id
}

export function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : undefined
}

export function optionalBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true
  if (value === false || value === 'false') return false
  return undefined
}

/**
 * A GET list route of `resource`: parses the list query with `options`, asks `list` for the page
 * and answers it with its Content-Range (the ra-data-simple-rest contract).
 */
export function listRoute<Sort extends string, T>(
  resource: string,
  options: ListOptions<Sort>,
  list: (q: ListQuery<Sort>) => Promise<{ items: T[]; total: number }>,
): RequestHandler {
  return async (req, res) => {
    const q = parseListQuery(req, options)
    const { items, total } = await list(q)
    sendList(res, resource, items, q.offset, total)
  }
}
