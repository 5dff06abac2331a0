import type { TranslateFunction } from 'react-admin'

/**
 * The server describes a device in English ("Chrome on Linux", server/services/analytics/user-agent.ts) and
 * stores it so in the audit log; the admin shows it in its own language ("Chrome sur Linux").
 */
export function localizeDevice(device: string | null | undefined, translate: TranslateFunction): string {
  if (!device) return '—'
  if (device === 'Unknown device') return translate('accounts.sessions.unknown_device')
  const match = /^(.+) on (.+)$/.exec(device)
  const browser = (name: string) => (name === 'Browser' ? translate('accounts.sessions.browser') : name)
  if (!match) return browser(device)
  return translate('accounts.sessions.device_on', { browser: browser(match[1]!), os: match[2]! })
}
