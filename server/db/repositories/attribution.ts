/** Where a lead came from: columns shared by demo_inquiries and leads. */
export interface Attribution {
  source_page: string
  source_section: string
  landing_page: string
  referrer: string
  utm_source: string
  utm_medium: string
  utm_campaign: string
  utm_term: string
  utm_content: string
  ip: string
  user_agent: string
}

/** SQLite returns booleans as 0/1. */
export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1'
}
