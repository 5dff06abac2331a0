import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { about, career } from '../../content/en/company'
import { career as frCareer } from '../../content/fr/company'
import { site } from '../../content/site'
import { startTestApp, type TestApp } from '../helpers/app'
import { withoutWordSpans } from '../helpers/whole-words'

let app: TestApp
beforeAll(async () => {
  app = await startTestApp()
})
afterAll(async () => {
  await app?.close()
})

async function page(path: string): Promise<string> {
  const res = await fetch(`${app.url}${path}`)
  expect(res.status).toBe(200)
  return withoutWordSpans(await res.text())
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')

describe('when a visitor opens /about', () => {
  it('then the story is followed by the numbers, values as cards, the team and the offices on a map', async () => {
    const body = await page('/about')
    expect(body).toContain('>By the numbers</h2>')
    for (const value of about.values?.items ?? []) expect(body).toContain(escape(value.title))
    expect(about.values?.items.length).toBeGreaterThanOrEqual(4)
    for (const person of about.team?.people ?? []) expect(body).toContain(escape(person.name))
    expect(body).toContain(`aria-label="${about.offices?.mapLabel}"`)
    for (const office of about.offices?.items ?? []) expect(body).toContain(`>${office.city}</text>`)
    expect(body).toContain('href="#team"')
  })
})

describe('when a job seeker opens /career', () => {
  it.each([
    ['/career', career],
    ['/fr/career', frCareer],
  ])(
    'then %s lists each role with team, place, workplace and a CAD range, and an Apply link naming it',
    async (path, content) => {
      const body = await page(path)
      const jobs = content.jobs?.items ?? []
      expect(jobs.length).toBeGreaterThanOrEqual(3)
      for (const job of jobs) {
        expect(body).toContain(escape(job.title))
        expect(body).toContain(escape(job.salary))
        expect(body).toContain(escape(`href="mailto:${site.careersEmail}?subject=${encodeURIComponent(job.title)}"`))
        expect(['Remote', 'Hybrid', 'On-site', 'Télétravail', 'Hybride', 'Sur place']).toContain(job.workplace)
      }
    },
  )

  it('then the closing call asks for applications, not a sales demo', async () => {
    const body = await page('/career')
    const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'))
    expect(main).toContain(escape(career.applyCta?.buttonText ?? '—'))
    expect(main).not.toContain('company-contact')
    expect(main).not.toMatch(/Get a Demo|Let&#x27;s Connect/)
  })
})
