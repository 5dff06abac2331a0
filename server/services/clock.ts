/** The current time; injected so tests can move it (outbox backoff, the one-day dead limit). */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
