import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository (or image) root: server/lib/paths.ts is two levels below it. */
export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
