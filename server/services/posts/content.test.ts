import { describe, expect, it } from 'vitest'
import { readingMinutes, renderPostContent, tableOfContents } from './content'

describe('renderPostContent', () => {
  it("when a post uses '#' headings, then none becomes an <h1> and every level moves one down", () => {
    const { html, headings } = renderPostContent('# Opening\n\ntext\n\n## Detail\n\n###### Deepest')
    expect(html).not.toContain('<h1')
    expect(html).toContain('<h2 id="section-opening">Opening</h2>')
    expect(html).toContain('<h3 id="section-detail">Detail</h3>')
    expect(html).toContain('<h6 id="section-deepest">Deepest</h6>')
    expect(tableOfContents(headings).map((h) => h.text)).toEqual(['Opening'])
  })

  it("when a post starts its headings at '##', then they stay <h2>", () => {
    const { html } = renderPostContent('## Setup\n\n### Step one')
    expect(html).toContain('<h2 id="section-setup">Setup</h2>')
    expect(html).toContain('<h3 id="section-step-one">Step one</h3>')
  })
})

describe('Markdown people write', () => {
  it('when a post has a GFM table, then it renders as a table with alignment as classes, never style', () => {
    const { html } = renderPostContent('| Plan | Price |\n|:--|--:|\n| Free | $0 |\n| Plus | $49 |')
    expect(html).toContain('<table>')
    expect(html).toContain('<th class="align-left">Plan</th>')
    expect(html).toContain('<td class="align-right">$49</td>')
    expect(html).not.toContain('style=')
  })

  it('when a post uses strikethrough, task lists, autolinks and footnotes, then each renders', () => {
    const { html } = renderPostContent(
      '~~old price~~\n\n- [ ] Train staff\n- [x] Install terminal\n\nSee https://example.com/menu for more[^1].\n\n[^1]: Prices in CAD.',
    )
    expect(html).toContain('<s>old price</s>')
    expect(html).toContain(
      '<li class="task-list-item"><label><input type="checkbox" disabled class="task-list-item-checkbox" /> Train staff</label></li>',
    )
    expect(html).toContain('<input type="checkbox" disabled checked class="task-list-item-checkbox" />')
    expect(html).toContain('<a href="https://example.com/menu" rel="noopener nofollow">https://example.com/menu</a>')
    expect(html).toContain('<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>')
    expect(html).toContain(
      '<li class="footnote-item" id="fn1"><p>Prices in CAD. <a href="#fnref1" class="footnote-backref">',
    )
  })

  it('when an image stands alone with a title, then it is a figure with the title as caption', () => {
    const { html } = renderPostContent(
      '![A terminal on a counter](/uploads/abc-960.jpg "The Station at a café")\n\nText ![inline](/uploads/i-960.jpg) here.',
    )
    expect(html).toContain(
      '<figure><img src="/uploads/abc-960.jpg" alt="A terminal on a counter" loading="lazy" /><figcaption>The Station at a café</figcaption></figure>',
    )
    expect(html).toContain('<p>Text <img src="/uploads/i-960.jpg" alt="inline" loading="lazy" /> here.</p>')
  })

  it('when raw HTML carries an <h1> or its own ids, then it becomes an <h2> and only our ids survive', () => {
    const { html, headings } = renderPostContent('<h1 id="main">Raw</h1>\n\n## Same\n\n## Same\n\n<li id="fn9x">x</li>')
    expect(html).toContain('<h2>Raw</h2>')
    expect(html).toContain('<h2 id="section-same">Same</h2>')
    expect(html).toContain('<h2 id="section-same-2">Same</h2>')
    expect(html).not.toContain('id="main"')
    expect(html).not.toContain('fn9x')
    expect(headings.map((h) => h.id)).toEqual(['section-same', 'section-same-2'])
  })

  it('when a post is long, then the reading time counts its words', () => {
    const { words } = renderPostContent(`${'word '.repeat(700)}\n\n## Heading`)
    expect(words).toBe(701)
    expect(readingMinutes(words)).toBe(3)
    expect(readingMinutes(10)).toBe(1)
  })
})
