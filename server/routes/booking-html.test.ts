import { describe, expect, it } from 'vitest'
import { zoneSelect } from './booking-html'

const options = (html: string) =>
  [...html.matchAll(/<option value="([^"]+)"( selected)?>([^<]+)</g)].map((m) => m.slice(1))

describe('zoneSelect', () => {
  it('when the page is in French, then the menu lists Canada east to west by name, the chosen zone selected', () => {
    const menu = options(zoneSelect('tz', 'Afficher les heures en', 'America/Winnipeg', 'fr'))
    expect(menu.map(([zone]) => zone)).toEqual([
      'America/St_Johns',
      'America/Halifax',
      'America/Toronto',
      'America/Winnipeg',
      'America/Regina',
      'America/Edmonton',
      'America/Vancouver',
    ])
    expect(menu[3]).toEqual(['America/Winnipeg', ' selected', 'heure du Centre (Winnipeg)'])
  })

  it('when the visitor is in Paris, then their zone comes first, selected, by name', () => {
    const menu = options(zoneSelect('tz', 'Show times in', 'Europe/Paris', 'en'))
    expect(menu[0]).toEqual(['Europe/Paris', ' selected', 'Central European Time (Paris)'])
    expect(menu).toHaveLength(8)
  })
})
