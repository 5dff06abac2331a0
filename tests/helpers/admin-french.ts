import polyglotI18nProvider from 'ra-i18n-polyglot'
import type { TranslationMessages } from 'react-admin'
import { serverMessagesFr } from '../../admin/i18n/messages/server-errors-fr'
import { translateServerBody, type ServerErrorBody } from '../../admin/i18n/server-messages'

const { translate } = polyglotI18nProvider(() => serverMessagesFr as unknown as TranslationMessages, 'fr')

/**
 * A server answer as a French admin reads it: the server answers English plus codes, and the admin
 * shows the codes with its French messages (admin/i18n/server-messages.ts, the same function).
 */
export function inAdminFrench<T extends ServerErrorBody>(body: T): T {
  return translateServerBody(body, translate, 'fr-CA')
}
