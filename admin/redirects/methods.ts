import type { HttpClient } from '../api-types'

/** The redirects screen's CSV import and the public pages (sitemap) a redirect may point to. */
export function redirectsMethods(http: HttpClient, api: string) {
  return {
    importRedirects: async (csv: string) =>
      (await http(`${api}/redirects/import`, { method: 'POST', body: JSON.stringify({ csv }) })).json as {
        created: number
        updated: number
      },
    sitePaths: async () => {
      const { body } = await http('/sitemap.xml', { headers: new Headers({ Accept: 'application/xml' }) })
      return [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname)
    },
  }
}
