import { describe, expect, it } from 'vitest'

/**
 * French typography the site's French copy keeps (Office québécois de la langue française): a
 * no-break space before « : ; ! ? » » and after « « », between a number and its unit or currency
 * ("15 minutes", "21,5 pouces", "41 $", "18 %") and inside a number's digit groups ("130 000"). An
 * ordinary space there lets a phone put the colon, the unit or half the number at the start of the
 * next line ("spécialiste" / ":", "15" / "minutes"). Checked over every string the French content
 * modules and the emails' French texts hold, and what their functions return.
 */
const UNITS = 'minutes?|min|h|heures?|jours?|semaines?|mois|ans?|pouces?|po|secondes?|Mo|Go|Ko|km|kg|cm|mm'
const RULES: [string, RegExp][] = [
  ['an ordinary space before a colon, semicolon, exclamation or question mark, or »', / [:;!?»]/g],
  ['an ordinary space after «', /« /g],
  ['an ordinary space between a number and its unit', new RegExp(`(\\d|\\}) (?=(${UNITS})\\b|[%$])`, 'gu')],
  ['an ordinary space inside a number', /\d (?=\d{3}(?!\d))/g],
]

const modules = {
  ...import.meta.glob<Record<string, unknown>>(['./fr/**/*.ts', '!./fr/**/*.test.ts'], { eager: true }),
  // The emails' French (server/i18n): confirmations, reminders, the sales desk's notices.
  ...import.meta.glob<Record<string, unknown>>('../server/i18n/texts-fr.ts', { eager: true }),
}

function stringsOf(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'function') {
    // Copy built from figures (a reading time, a count): called with a sample figure.
    try {
      return stringsOf((value as (...args: unknown[]) => unknown)(2, 2, 2), seen)
    } catch {
      return []
    }
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return []
  seen.add(value)
  return Object.values(value).flatMap((item) => stringsOf(item, seen))
}

describe('the French copy', () => {
  it('when a colon, a unit or a number follows a space, then that space is a no-break one', () => {
    const faults: string[] = []
    for (const [file, exports] of Object.entries(modules))
      for (const text of stringsOf(exports))
        for (const [rule, pattern] of RULES)
          for (const match of text.matchAll(pattern))
            faults.push(`${file}: ${rule}: "${text.slice(Math.max(0, match.index - 20), match.index + 12)}"`)
    expect(Object.keys(modules).length).toBeGreaterThan(20)
    expect(faults).toEqual([])
  })
})
