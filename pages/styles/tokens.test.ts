import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/** WCAG relative luminance and contrast ratio, computed from the tokens file itself. */
const tokens = Object.fromEntries(
  [...readFileSync(path.join(__dirname, 'tokens.css'), 'utf8').matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [
    m[1],
    m[2],
  ]),
) as Record<string, string>

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

describe('colour tokens', () => {
  it.each([
    ['ink', 'white'],
    ['ink', 'sand'],
    ['ink', 'stone'],
    ['ink-soft', 'white'],
    ['ink-soft', 'sand'],
    ['muted', 'white'],
    ['muted', 'sand'],
    ['muted', 'stone'],
    ['white', 'ember'],
    ['white', 'ember-dark'],
    ['ember-text', 'white'],
    ['ember-text', 'sand'],
    ['ember-dark', 'ember-light'],
    ['ember-dark', 'ember-wash'],
    ['white', 'pine'],
    ['pine', 'pine-light'],
    ['on-dark', 'ink'],
    ['on-dark-muted', 'ink'],
    ['on-dark-muted', 'ink-raised'],
    ['gold', 'ink'],
  ])('when %s text sits on %s, then contrast is at least 4.5:1', (fg, bg) => {
    expect(tokens[fg], fg).toBeDefined()
    expect(tokens[bg], bg).toBeDefined()
    expect(contrast(tokens[fg]!, tokens[bg]!)).toBeGreaterThanOrEqual(4.5)
  })
})
