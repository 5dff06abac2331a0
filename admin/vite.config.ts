import path from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const here = path.dirname(fileURLToPath(import.meta.url))

/**
 * The back office: its own bundle under /admin/ (public pages never load it). Every script and
 * style tag gets a nonce placeholder that server/routes/admin-spa.ts replaces per request, so the
 * admin runs under a nonce + 'strict-dynamic' CSP (public pages need no nonce: they run no inline script).
 */
export default defineConfig({
  root: here,
  base: '/admin/',
  publicDir: false,
  plugins: [react()],
  html: { cspNonce: '__ADMIN_CSP_NONCE__' },
  build: {
    outDir: path.join(here, '../dist/admin'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1600,
  },
})
