import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import path from 'node:path'
import { defineConfig, type Plugin } from 'vite'
import { ensureFontSubsets } from './scripts/lib/font-subsets'
import { rootDir } from './server/lib/paths'

/**
 * SITE_MODULE=path/to/site.ts swaps content/site.ts (the brand) for another file: the rebrand test
 * renders the site under another name with it. Unset, nothing changes.
 */
function siteOverride(): Plugin | false {
  const file = process.env.SITE_MODULE
  if (!file) return false
  const original = path.resolve('content/site.ts')
  return {
    name: 'site-override',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && resolved.id.split('?')[0] === original ? path.resolve(file) : null
    },
  }
}

/** Inter cut to the characters and weights fonts.css uses (scripts/lib/font-subsets.ts), before any CSS is read. */
function fontSubsets(): Plugin {
  return {
    name: 'font-subsets',
    async buildStart() {
      await ensureFontSubsets(rootDir)
    },
  }
}

export default defineConfig({
  plugins: [fontSubsets(), siteOverride(), react(), vike()],
  // Icons are bundled into the server pages too: the runtime image then needs no icon package.
  ssr: { noExternal: ['lucide-react'] },
  build: {
    target: 'es2022',
    cssMinify: true,
  },
})
