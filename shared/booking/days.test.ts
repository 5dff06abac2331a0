import { describe, expect, it } from 'vitest'
import { CANADIAN_ZONES, zoneName } from './days'

describe('zoneName', () => {
  it('when a Canadian zone is shown, then it reads as people say it, with its city, in English and French', () => {
    expect(CANADIAN_ZONES.map((zone) => zoneName(zone, 'en-CA'))).toEqual([
      'Newfoundland Time (St. John’s)',
      'Atlantic Time (Halifax)',
      'Eastern Time (Toronto)',
      'Central Time (Winnipeg)',
      'Central Standard Time (Regina)',
      'Mountain Time (Edmonton)',
      'Pacific Time (Vancouver)',
    ])
    expect(zoneName('America/Toronto', 'fr-CA')).toBe('heure de l’Est (Toronto)')
    expect(zoneName('America/St_Johns', 'fr-CA')).toBe('heure de Terre-Neuve (St. John’s)')
  })

  it('when the browser is abroad, then its zone is named too; an unknown name falls back to its city', () => {
    expect(zoneName('Europe/Paris', 'en-CA')).toBe('Central European Time (Paris)')
    expect(zoneName('Europe/Paris', 'fr-CA')).toBe('heure de l’Europe centrale (Paris)')
    expect(zoneName('Mars/Olympus_Mons', 'en-CA')).toBe('Olympus Mons')
  })
})
