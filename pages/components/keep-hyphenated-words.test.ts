import { describe, expect, it } from 'vitest'
import { keepHyphenatedWordsWhole } from './keep-hyphenated-words'

describe('keepHyphenatedWordsWhole', () => {
  it('when text holds hyphenated words and numbers, then each is kept on one line', () => {
    expect(keepHyphenatedWordsWhole('<p>Call 1-888-555-0142, tax-exempt.</p>')).toBe(
      '<p><span>Call <span class="nowrap">1-888-555-0142,</span> <span class="nowrap">tax-exempt.</span></span></p>',
    )
  })

  it('when React split a word into two text nodes, then it is joined and kept whole', () => {
    expect(keepHyphenatedWordsWhole('<li>15.6<!-- -->-inch screen</li>')).toBe(
      '<li><span><span class="nowrap">15.6-inch</span> screen</span></li>',
    )
  })

  it('when a hyphen sits in an attribute, a script, an svg or an island, then it is left alone', () => {
    const html =
      '<a href="/a-b" title="x-y">go</a><script>a-b</script><svg><text>c-d</text></svg>' +
      '<div data-island="quote" data-props="{}"><div>e-f</div>1<!-- -->-2</div><p>g-h &#x27;i-j&#x27;</p>'
    expect(keepHyphenatedWordsWhole(html)).toBe(
      '<a href="/a-b" title="x-y">go</a><script>a-b</script><svg><text>c-d</text></svg>' +
        '<div data-island="quote" data-props="{}"><div>e-f</div>1<!-- -->-2</div>' +
        '<p><span><span class="nowrap">g-h</span> <span class="nowrap">&#x27;i-j&#x27;</span></span></p>',
    )
  })

  it('when a link is a flex box, then its text stays one item: the run is wrapped whole', () => {
    expect(keepHyphenatedWordsWhole('<a class="flex">Quick-Service Restaurants (QSR)</a>')).toBe(
      '<a class="flex"><span><span class="nowrap">Quick-Service</span> Restaurants (QSR)</span></a>',
    )
  })

  it('when a word is already kept whole, then it is not wrapped twice', () => {
    const html = '<h2><span><span class="nowrap">Build-your-own</span> menus</span></h2>'
    expect(keepHyphenatedWordsWhole(html)).toBe(html)
  })

  it('when a dash stands between spaces, then nothing is wrapped', () => {
    expect(keepHyphenatedWordsWhole('<p>a - b -c d-</p>')).toBe('<p>a - b -c d-</p>')
  })
})
