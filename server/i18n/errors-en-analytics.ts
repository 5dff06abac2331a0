/**
 * The English of the analytics codes (services/analytics): the report's date range and tables, and
 * the page-view beacon's refusals (`Invalid analytics beacon: %{field} %{message}.`, the message one
 * of the `analytics.beacon_*` field codes). Spread into errorsEn (errors-en.ts); their French is
 * admin/i18n/messages/server-errors-fr-analytics.ts.
 */
export const analyticsErrorsEn = {
  'analytics.day_invalid': 'The %{field} date must be a date like 2026-11-24.',
  'analytics.range_too_long': 'Choose a range of at most %{max} days.',
  'analytics.days_invalid': 'Invalid number of days',
  'analytics.from_after_to': 'The start date must be on or before the end date.',
  'analytics.from_after_to_field': 'After the end date',
  'analytics.range_too_long_field': 'Range too long',
  'analytics.table_invalid': 'Table must be one of %{tables}.',
  'analytics.beacon_not_object': 'The analytics beacon must be a JSON object.',
  'analytics.beacon_object_field': 'Expected an object',
  'analytics.beacon_invalid': 'Invalid analytics beacon: %{field} %{message}.',
  'analytics.beacon_field_invalid': 'is invalid',
  'analytics.beacon_not_text': 'must be text',
  'analytics.beacon_max_chars': 'must be at most %{max} characters',
  'analytics.beacon_path_required': 'is required (the page path, e.g. /pricing)',
  'analytics.beacon_path': 'must be a path starting with / (no query string)',
  'analytics.beacon_domain': 'must be a domain name, e.g. www.google.com',
  'analytics.beacon_choices': 'must be one of %{choices}',
  'analytics.beacon_status': 'must be an HTTP status, e.g. 404',
  'analytics.beacon_language': 'must be a language tag, e.g. fr-CA',
} as const

export type AnalyticsErrorCode = keyof typeof analyticsErrorsEn
