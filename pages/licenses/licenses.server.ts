import type { LicenseEntry } from '../../content/types'
import { rootDir } from '../../server/lib/paths'
import { collectLicenses } from '../../scripts/lib/licenses'

/**
 * The list scripts/build.ts collected from the shipped dependencies, inlined into the server
 * bundle by Vite. Without a build (development), it is collected once on first use instead.
 */
const built = import.meta.glob<LicenseEntry[]>('/dist/licenses.json', { eager: true, import: 'default' })
let collected: LicenseEntry[] | undefined

export function shippedLicenses(): LicenseEntry[] {
  const fromBuild = Object.values(built)[0]
  if (fromBuild) return fromBuild
  collected ??= collectLicenses(rootDir)
  return collected
}
