/**
 * The rounding rule of every quote: each tax on each line is rounded to the cent on its own,
 * half-up (a half cent rounds away from zero), and totals are sums of those rounded amounts.
 */
export function taxCents(amountCents: number, ppm: number): number {
  const sign = amountCents < 0 ? -1 : 1
  const exact = Math.abs(amountCents) * ppm
  const whole = Math.floor(exact / 1_000_000)
  const remainder = exact - whole * 1_000_000
  const rounded = remainder * 2 >= 1_000_000 ? whole + 1 : whole
  return rounded === 0 ? 0 : sign * rounded
}
