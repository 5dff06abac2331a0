/**
 * Where the visit came from, as the browser kept it (pages/client/attribution.ts): its first landing
 * page, the external referrer and the UTM parameters. Stored with demo requests, leads, quotes and
 * newsletter sign-ups.
 */
export const VISIT_FIELDS = [
  'landing_page',
  'referrer',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const

export type VisitAttribution = Record<(typeof VISIT_FIELDS)[number], string>

/** The visit fields of a parsed form. */
export function visitOf(parsed: VisitAttribution): VisitAttribution {
  return Object.fromEntries(VISIT_FIELDS.map((f) => [f, parsed[f]])) as VisitAttribution
}

/** The visit as the CRM forward sends it. */
export function crmVisit(row: VisitAttribution) {
  return {
    landing_page: row.landing_page,
    referrer: row.referrer,
    utm: {
      source: row.utm_source,
      medium: row.utm_medium,
      campaign: row.utm_campaign,
      term: row.utm_term,
      content: row.utm_content,
    },
  }
}

/** Where a lead came from: columns shared by demo_inquiries and leads. */
export interface Attribution extends VisitAttribution {
  source_page: string
  source_section: string
  ip: string
  user_agent: string
}

/** SQLite returns booleans as 0/1. */
export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1'
}
