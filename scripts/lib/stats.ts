/**
 * The median of the bench and audit scripts: the upper middle value of an even count (a figure that was
 * measured, never an average of two), and `whenEmpty` (NaN unless given) when there is none.
 */
export function median(values: readonly number[], whenEmpty = NaN): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? whenEmpty
}
