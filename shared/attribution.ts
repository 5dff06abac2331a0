/**
 * Where the visit came from, as the browser keeps it (pages/client/attribution.ts): its first landing
 * page, the external referrer and the UTM parameters. The forms carry them as hidden fields
 * (pages/components/AttributionFields.tsx); the server stores them with demo requests, leads, quotes
 * and newsletter sign-ups (server/db/repositories/attribution.ts).
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
