import { describe, expect, it } from 'vitest'
import { renderPostContent, tableOfContents } from './post-content'

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
