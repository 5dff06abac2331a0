/**
 * A time shown to a visitor stays bookable this long after the clock carries it inside the minimum notice: the list
 * they picked from is a few seconds or minutes old, and a time nobody took must not be refused as taken. The server
 * checks a pick against the notice less this (server/services/bookings/bookings.ts); the back office's booking rules
 * say so under the notice.
 */
export const LATE_PICK_MINUTES = 5
