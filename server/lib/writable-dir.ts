/** One-line start-up messages for a folder the process cannot create or write, with the fix. */

const errorCode = (error: unknown) => String((error as { code?: unknown }).code ?? 'error')
const uid = () => process.getuid?.() ?? 'this user'
const gid = () => process.getgid?.() ?? 'its group'

export function cannotCreateMessage(setting: string, dir: string, error: unknown): string {
  return `${setting}: cannot create ${dir} (${errorCode(error)}): create it and make it writable by uid ${uid()}, or point ${setting} elsewhere`
}

export function notWritableMessage(setting: string, target: string, error: unknown): string {
  return (
    `${setting}: ${target} is not writable by uid ${uid()}: make it that user's (the Docker image runs as uid 999), ` +
    `e.g. for a bind mount run on the host: sudo chown -R ${uid()}:${gid()} <the host folder> (${errorCode(error)})`
  )
}
