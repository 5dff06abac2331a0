import { createHash } from 'node:crypto'
import { isbot } from 'isbot'
import type { Knex } from 'knex'
import { z } from 'zod'
import { recordPageview, saltForDay } from '../../db/repositories/analytics.js'
import { ValidationError } from '../../lib/errors.js'
import { isErrorCode, type Message } from '../../i18n/index.js'
import type { Clock } from '../system/clock.js'
import { siteTimeZone } from '../leads/desk-settings.js'
import { localDay } from '../leads/local-days.js'

/**
 * Cookieless page-view counting (issue 22). A beacon says which page was viewed, the referring
 * domain, UTM parameters, a screen class and the browser language. The visitor is counted once a
 * day through a hash of (today's salt, IP, user agent, host): the salt is random, kept in the
 * database for one day and then deleted, so the hash cannot be traced back. The IP and user agent
 * are never stored. Days are the site's local days (server/services/leads/local-days.ts).
 */

const SCREEN_CLASSES = ['mobile', 'tablet', 'laptop', 'desktop'] as const

const text = (max: number) =>
  z
    .string({ error: 'analytics.beacon_not_text' })
    .max(max, 'analytics.beacon_max_chars')
    .optional()
    .transform((v) => (v ?? '').trim())

const httpStatus = 'analytics.beacon_status'

const beaconSchema = z.object({
  path: z
    .string({ error: 'analytics.beacon_path_required' })
    .max(300, 'analytics.beacon_max_chars')
    .regex(/^\/[^\s?#]*$/, 'analytics.beacon_path'),
  referrer: z
    .string({ error: 'analytics.beacon_not_text' })
    .max(200, 'analytics.beacon_max_chars')
    .regex(/^$|^[a-z0-9.-]+$/i, 'analytics.beacon_domain')
    .optional()
    .transform((v) => (v ?? '').toLowerCase().replace(/^www\./, '')),
  utm_source: text(100),
  utm_medium: text(100),
  utm_campaign: text(100),
  screen: z.enum(SCREEN_CLASSES, { error: 'analytics.beacon_choices' }).optional(),
  status: z.number({ error: httpStatus }).int(httpStatus).min(100, httpStatus).max(599, httpStatus).optional(),
  language: z
    .string({ error: 'analytics.beacon_not_text' })
    .max(35, 'analytics.beacon_max_chars')
    .regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?/i, 'analytics.beacon_language')
    .optional()
    .transform((v) => (v ?? '').toLowerCase().match(/^[a-z]{2,3}(-[a-z0-9]{2,8})?/)?.[0] ?? ''),
})

/** A refused beacon field as its code (the schema's messages are codes; zod's own English is not kept). */
function beaconFieldError(issue: z.core.$ZodIssue): Message {
  if (issue.message === 'analytics.beacon_max_chars' && issue.code === 'too_big')
    return { code: issue.message, params: { max: Number(issue.maximum) } }
  if (issue.message === 'analytics.beacon_choices')
    return { code: issue.message, params: { choices: SCREEN_CLASSES.join(', ') } }
  return { code: isErrorCode(issue.message) ? issue.message : 'analytics.beacon_field_invalid' }
}

export type Beacon = z.output<typeof beaconSchema>

/** Parses the beacon's JSON text; bad input is a ValidationError naming the field. */
export function parseBeacon(body: unknown): Beacon {
  let data: unknown = body
  if (typeof body === 'string') {
    try {
      data = JSON.parse(body)
    } catch {
      throw new ValidationError('analytics.beacon_not_object', { errors: { body: 'field.not_json' } })
    }
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new ValidationError('analytics.beacon_not_object', { errors: { body: 'analytics.beacon_object_field' } })
  const parsed = beaconSchema.safeParse(data)
  if (parsed.success) return parsed.data
  const errors: Record<string, Message> = {}
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'body')] ??= beaconFieldError(issue)
  const [field, message] = Object.entries(errors)[0] ?? ['body', { code: 'analytics.beacon_field_invalid' }]
  throw new ValidationError('analytics.beacon_invalid', { params: { field, message }, errors })
}

/** What the HTTP layer knows about the request; used for the hash and the bot check, never stored. */
export interface BeaconRequest {
  ip: string
  userAgent: string
  host: string
  /** Sec-GPC: 1 or DNT: 1. */
  optedOut: boolean
  /** Hosts of this site: a referrer among them is a click inside the site, not a new visit. */
  ownHosts: readonly string[]
}

export type CollectOutcome = 'counted' | 'opted-out' | 'bot'

/** Drops what must not be counted; the caller answers 204 before `record` runs. */
export function classify(req: BeaconRequest): CollectOutcome {
  if (req.optedOut) return 'opted-out'
  if (!req.userAgent || isbot(req.userAgent)) return 'bot'
  return 'counted'
}

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

/** How long a replica keeps the site's time zone before reading the setting again. */
const TIME_ZONE_TTL_MS = 60_000

export function createAnalytics(db: Knex, clock: Clock) {
  let cached: { day: string; salt: string } | null = null
  async function salt(day: string): Promise<string> {
    if (cached?.day !== day) cached = { day, salt: await saltForDay(db, day) }
    return cached.salt
  }
  let zone: { value: string; until: number } | null = null
  /** Today in the site's time zone: a visit at 23:30 local time counts for that local day. */
  async function today(): Promise<string> {
    const now = clock().getTime()
    if (!zone || zone.until <= now) zone = { value: await siteTimeZone(db), until: now + TIME_ZONE_TTL_MS }
    return localDay(now, zone.value)
  }

  return {
    /**
     * Adds one page view to today's counters. A page that answered an error (the 404 page: the
     * beacon carries its status) is no page of the site: not counted, so never among the top pages.
     */
    async record(beacon: Beacon, req: BeaconRequest): Promise<void> {
      if (beacon.status !== undefined && beacon.status >= 400) return
      const day = await today()
      const hash = createHash('sha256')
        .update(`${await salt(day)}\n${req.ip}\n${req.userAgent}\n${req.host}`)
        .digest('hex')
        .slice(0, 32)
      const internal = beacon.referrer !== '' && req.ownHosts.some((h) => h.replace(/^www\./, '') === beacon.referrer)
      const campaignLink = beacon.utm_source !== '' || beacon.utm_campaign !== ''
      const entry = campaignLink || !internal
      await recordPageview(db, {
        day,
        hash,
        path: normalizePath(beacon.path),
        source: entry
          ? {
              source: (beacon.utm_source || (internal ? '' : beacon.referrer)).toLowerCase(),
              medium: beacon.utm_medium.toLowerCase(),
              campaign: beacon.utm_campaign,
            }
          : undefined,
        screen: beacon.screen ?? '',
        language: beacon.language,
      })
    },
  }
}

export type Analytics = ReturnType<typeof createAnalytics>
