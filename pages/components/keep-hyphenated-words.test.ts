import { describe, expect, it } from 'vitest'
import { keepHyphenatedWordsWhole } from './keep-hyphenated-words'

describe('keepHyphenatedWordsWhole', () => {
  it('when text holds hyphenated words and numbers, then each is kept on one line', () => {
    expect(keepHyphenatedWordsWhole('<p>Call 1-888-555-0142, tax-exempt.</p>')).toBe(
      '<p>Call <span class="nowrap">1-888-555-0142,</span> <span class="nowrap">tax-exempt.</span></p>',
    )
  })

  it('when React split a word into two text nodes, then it is joined and kept whole', () => {
    expect(keepHyphenatedWordsWhole('<li>15.6<!-- -->-inch screen</li>')).toBe(
      '<li><span class="nowrap">15.6-inch</span> screen</li>',
    )
  })

  it('when a hyphen sits in an attribute, a script, an svg or an island, then it is left alone', () => {
    const html =
      '<a href="/a-b" title="x-y">go</a><script>a-b</script><svg><text>c-d</text></svg>' +
      '<div data-island="quote" data-props="{}"><div>e-f</div>1<!-- -->-2</div><p>g-h &#x27;i-j&#x27;</p>'
    expect(keepHyphenatedWordsWhole(html)).toBe(
      '<a href="/a-b" title="x-y">go</a><script>a-b</script><svg><text>c-d</text></svg>' +
        '<div data-island="quote" data-props="{}"><div>e-f</div>1<!-- -->-2</div>' +
        '<p><span class="nowrap">g-h</span> <span class="nowrap">&#x27;i-j&#x27;</span></p>',
    )
  })

  it('when a dash stands between spaces, then nothing is wrapped', () => {
    expect(keepHyphenatedWordsWhole('<p>a - b -c d-</p>')).toBe('<p>a - b -c d-</p>')
  })
})
