import { describe, expect, it } from 'vitest'
import { checkPostMarkdown, issueMessage } from './a11y.js'
import { english } from '../../i18n/index.js'
import { inAdminFrench } from '../../../tests/helpers/admin-french.js'

const codes = (markdown: string) => checkPostMarkdown(markdown).errors.map((e) => `${e.line}:${e.code}`)

describe('checkPostMarkdown', () => {
  it('when every image has a description and headings go down one level at a time, then there is no error', () => {
    const report = checkPostMarkdown(
      '## Faster tickets\n\n![A cook reading a ticket on the kitchen screen](/uploads/a.jpg)\n\n### Details\n\nSee [the pricing page](/pricing).',
    )
    expect(report.errors).toEqual([])
    expect(report.warnings).toEqual([])
  })

  it('when an image has no alt text, then it is an error on its line', () => {
    expect(codes('## Intro\n\nSome text.\n\n![](/uploads/kitchen.jpg)')).toEqual(['5:image_no_alt'])
  })

  it('when an image sits mid-paragraph on its third line, then the error points at that line', () => {
    expect(codes('First line\nsecond line\nthird ![](/x.png) line')).toEqual(['3:image_no_alt'])
  })

  it('when the alt text is a file name, then it is an error', () => {
    expect(codes('![IMG_2041.jpg](/a.jpg)\n\n![DSC0042](/b.jpg)\n\n<img src="/c.png" alt="photo.png">')).toEqual([
      '1:image_alt_filename',
      '3:image_alt_filename',
      '5:image_alt_filename',
    ])
  })

  it('when a raw HTML image has no alt attribute, then it is an error', () => {
    expect(codes('<p>Look</p>\n\n<img src="/c.png">')).toEqual(['3:image_no_alt'])
  })

  it('when heading levels skip, or a heading is empty, then each is an error', () => {
    expect(codes('## One\n\n#### Too deep\n\n##\n')).toEqual(['3:heading_skip', '5:heading_empty'])
    expect(codes('### Starts too deep')).toEqual(['1:heading_skip'])
  })

  it('when a link says "click here" (or "cliquez ici"), then it is an error; a bare URL only warns', () => {
    const report = checkPostMarkdown(
      'Read [click here](/a).\n\n[Cliquez ici](/b)\n\nVisit [https://example.com](https://example.com) today.',
    )
    expect(report.errors.map((e) => `${e.line}:${e.code}`)).toEqual(['1:link_vague', '3:link_vague'])
    expect(report.warnings.map((e) => `${e.line}:${e.code}`)).toEqual(['5:link_bare_url'])
  })

  it('when a post uses a level-1 heading, then it only warns (the title is the page heading)', () => {
    const report = checkPostMarkdown('# Title again\n\nText.')
    expect(report.errors).toEqual([])
    expect(report.warnings.map((w) => w.code)).toEqual(['heading_h1'])
  })

  it('when the text is long enough, then words, reading time and a reading-ease score are given', () => {
    const sentence = 'The cook reads the order on the screen and starts the grill at once. '
    const { stats } = checkPostMarkdown(sentence.repeat(30))
    expect(stats.words).toBe(14 * 30)
    expect(stats.readingMinutes).toBe(2)
    expect(stats.readingEase).toBeGreaterThan(60)
    expect(checkPostMarkdown('Short.').stats.readingEase).toBeNull()
  })

  it('when described, then messages name the line in the admin language', () => {
    const [issue] = checkPostMarkdown('x\n\n![](/a.jpg)').errors
    const message = issueMessage(issue!)
    expect(english(message.code, message.params)).toBe('Line 3: This image has no alt text: describe what it shows.')
    expect(inAdminFrench({ message: '', code: message.code, params: message.params }).message).toBe(
      'Ligne 3 : Cette image n’a pas de texte de remplacement : décrivez ce qu’elle montre.',
    )
  })
})
