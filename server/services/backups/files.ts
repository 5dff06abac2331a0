import { readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { BACKUP_PREFIX } from './backup.js'

export interface BackupFile {
  file: string
  bytes: number
  /** When it was written (the file's modification time). */
  at: Date
}

const ARCHIVE = new RegExp(`^${BACKUP_PREFIX}.+\\.tar\\.gz$`)

/** The finished archives in `dir` (never `.partial` ones or other files), newest first. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[]
  try {
    names = readdirSync(dir)
  } catch {
    return []
  }
  return names
    .filter((name) => ARCHIVE.test(name))
    .flatMap((name) => {
      const file = path.join(dir, name)
      const stat = statSync(file, { throwIfNoEntry: false })
      return stat?.isFile() ? [{ file, bytes: stat.size, at: stat.mtime }] : []
    })
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.file.localeCompare(a.file))
}

/** Deletes all but the `keep` newest archives; returns the deleted paths. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep)
  for (const { file } of old) rmSync(file, { force: true })
  return old.map(({ file }) => file)
}
