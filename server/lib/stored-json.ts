/** A JSON text column read back: `fallback` when it is empty or not valid JSON (a row never breaks a page). */
export function storedJson<T>(text: string | null, fallback: T): T {
  if (!text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}
