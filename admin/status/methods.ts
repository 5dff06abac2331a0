import type { HttpClient } from '../api-types'

/** The operations report and its test email. */
export function statusMethods(http: HttpClient, api: string) {
  return {
    getStatus: async <T>() => (await http(`${api}/status`)).json as T,
    sendTestMail: async <T>(locale: string) =>
      (await http(`${api}/status/test-mail`, { method: 'POST', body: JSON.stringify({ locale }) })).json as T,
  }
}
