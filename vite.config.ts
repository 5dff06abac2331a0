import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react(), vike()],
  // Icons are bundled into the server pages too: the runtime image then needs no icon package.
  ssr: { noExternal: ['lucide-react'] },
  build: {
    target: 'es2022',
    cssMinify: true,
  },
})
