import { VISIT_FIELDS, type VisitAttribution } from '../../../shared/attribution.js'

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

/** Where a lead came from: the columns every lead and subscriber row has. */
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
