import type { AnalyticsErrorCode } from '../../../server/i18n/errors-en-analytics'

/** The French of the analytics codes (server/i18n/errors-en-analytics.ts has their English). */
export const analyticsErrorsFr: Record<AnalyticsErrorCode, string> = {
  'analytics.day_invalid': 'La date %{field} doit avoir la forme 2026-11-24.',
  'analytics.range_too_long': 'Choisissez une période de %{max} jours au plus.',
  'analytics.days_invalid': 'Nombre de jours non valide',
  'analytics.from_after_to': 'La date de début doit précéder la date de fin ou lui être égale.',
  'analytics.from_after_to_field': 'Après la date de fin',
  'analytics.range_too_long_field': 'Période trop longue',
  'analytics.table_invalid': 'Le tableau doit être l’un de : %{tables}.',
  'analytics.beacon_not_object': 'Le signal d’analyse doit être un objet JSON.',
  'analytics.beacon_object_field': 'Objet attendu',
  'analytics.beacon_invalid': 'Signal d’analyse non valide : %{field} %{message}.',
  'analytics.beacon_field_invalid': 'n’est pas valide',
  'analytics.beacon_not_text': 'doit être du texte',
  'analytics.beacon_max_chars': 'doit compter %{max} caractères au plus',
  'analytics.beacon_path_required': 'est obligatoire (le chemin de la page, p. ex. /pricing)',
  'analytics.beacon_path': 'doit être un chemin commençant par / (sans chaîne de requête)',
  'analytics.beacon_domain': 'doit être un nom de domaine, p. ex. www.google.com',
  'analytics.beacon_choices': 'doit être l’un de : %{choices}',
  'analytics.beacon_status': 'doit être un code d’état HTTP, p. ex. 404',
  'analytics.beacon_language': 'doit être une étiquette de langue, p. ex. fr-CA',
}
