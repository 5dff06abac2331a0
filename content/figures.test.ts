import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { catalogue } from './catalogue'
import { figures } from './figures'

const here = path.dirname(new URL(import.meta.url).pathname)

/**
 * Files of content/en and content/fr whose money is not ours to price: the articles, the demo
 * restaurant's menu on the drawn product screens, and the pay and benefits of the job openings.
 */
const notPrices = new Set(['blog.ts', 'screens.ts', 'company.ts'])

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory()) return name === 'blog' ? [] : sources(file)
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !notPrices.has(name) ? [file] : []
  })
}

const S = '[ \\u00a0\\u202f]' // a space as the copy may type it
const grouped = (whole: number, sep: string) => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, sep)

/** Every way copy could type an amount of the catalogue by hand: "$1,299", "$1299.00", "1 299,00 $". */
function moneyPattern(cents: number): RegExp {
  const whole = Math.floor(cents / 100)
  const fraction = String(cents % 100).padStart(2, '0')
  const en = [grouped(whole, ','), String(whole)].map((n) => `\\$${n}(?:\\.${fraction})?`)
  const fr = [grouped(whole, S), String(whole)].map((n) => `${n}(?:,${fraction})?${S}?\\$(?!\\{)`)
  return new RegExp(`(?<![\\w.,])(?<!\\d${S})(?:${en.join('|')}(?![\\d,])|${fr.join('|')})`)
}

function catalogueFigures(): { figure: string; pattern: RegExp }[] {
  const amounts = new Set<number>([catalogue.plusVolumeBenefitCents])
  for (const plan of Object.values(catalogue.plans)) {
    if (plan.monthlyCents !== null) amounts.add(plan.monthlyCents)
    if (plan.hardwareCreditCents) amounts.add(plan.hardwareCreditCents)
  }
  for (const h of catalogue.hardware) {
    amounts.add(h.buyCents)
    if (h.leaseMonthlyCents !== null) amounts.add(h.leaseMonthlyCents)
  }
  for (const a of catalogue.addOns) for (const p of Object.values(a.price)) if (typeof p === 'number') amounts.add(p)
  for (const s of catalogue.services) amounts.add(s.perLocationCents)
  const found = [...amounts].map((cents) => ({ figure: `${cents} cents`, pattern: moneyPattern(cents) }))
  for (const plan of [catalogue.plans.free, catalogue.plans.plus]) {
    const { bps, perTransactionCents } = plan.processing
    const percent = (bps / 100).toFixed(2)
    found.push(
      { figure: `${bps} bps`, pattern: new RegExp(`\\b${bps}${S}(?:basis points|bps|points de base|pb)\\b`) },
      { figure: `${percent}%`, pattern: new RegExp(`\\b(?:${percent}|${percent.replace('.', ',')})${S}?%`) },
      { figure: `${perTransactionCents}¢`, pattern: new RegExp(`\\b${perTransactionCents}${S}?(?:cents\\b|¢)`) },
    )
  }
  const days = catalogue.plans.plus.freeDays
  found.push({ figure: `${days} days`, pattern: new RegExp(`\\b${days}${S}(?:days|jours|premiers jours)\\b`) })
  return [...new Map(found.map((f) => [f.figure, f])).values()]
}

describe('catalogue figures in the copy', () => {
  it(
    'when the copy of either language is read, then no catalogue figure is typed by hand (each comes from content/catalogue.ts)',
    { timeout: 30_000 },
    () => {
      const files = [...sources(path.join(here, 'en')), ...sources(path.join(here, 'fr'))]
      expect(files.length).toBeGreaterThan(20)
      const checks = catalogueFigures()
      const typed: string[] = []
      for (const file of files) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            for (const { figure, pattern } of checks) {
              const match = pattern.exec(line)
              if (match) typed.push(`${path.relative(here, file)}:${i + 1} types ${figure} as "${match[0]}"`)
            }
          })
      }
      expect(typed).toEqual([])
    },
  )

  it('when a figure is typed by hand, then the check finds it (the patterns are not blind)', () => {
    const hits = (text: string) =>
      catalogueFigures()
        .filter((f) => f.pattern.test(text))
        .map((f) => f.figure)
    expect(hits('Loyalty is a $30 per month add-on')).toEqual(['3000 cents'])
    expect(hits('un module de 30\u00a0$ par mois')).toEqual(['3000 cents'])
    expect(hits('Station $1,299.00 or lease')).toEqual(['129900 cents'])
    expect(hits('crédit pouvant atteindre 1 000 $')).toEqual(['100000 cents'])
    expect(hits('interchange plus 50 basis points (0.50%)')).toEqual(['50 bps', '0.50%'])
    expect(hits('Gratuit pendant 90\u00a0jours')).toEqual(['90 days'])
    expect(hits('A $60 family order costs the same as a $6 coffee, at 1 000 pts')).toEqual([])
  })

  it('when the copy quotes the catalogue, then it reads it the Canadian way in each language', () => {
    const en = figures('en')
    const fr = figures('fr')
    expect([en.addOn('loyalty'), en.hardwareCredit, en.volumeBenefit, en.percent('free'), en.freeDays]).toEqual([
      '$30',
      '$1,000',
      '$100,000',
      '0.50%',
      '90',
    ])
    expect([fr.addOn('loyalty'), fr.hardwareCredit, fr.volumeBenefit, fr.percent('plus')]).toEqual([
      '30\u00a0$',
      '1\u00a0000\u00a0$',
      '100\u00a0000\u00a0$',
      '0,20\u00a0%',
    ])
    expect(() => en.addOn('online-ordering')).toThrow(/no price on Plus/)
  })
})
