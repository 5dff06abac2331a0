/** The current time; injected so tests can move it (outbox backoff, the one-day dead limit). */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()

/** The same clock read in milliseconds (what sessions and account timestamps store). */
export function clockMillis(clock: Clock = systemClock): () => number {
  return () => clock().getTime()
}
