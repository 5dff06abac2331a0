import { describe, expect, it } from 'vitest'
import { deviceIconFor } from './device-icon'
import { GoIcon, StationIcon, TabIcon } from './device-icons'

describe('deviceIconFor', () => {
  it('when the title is Station, then the two-screen terminal icon is used', () => {
    expect(deviceIconFor('Station')).toBe(StationIcon)
  })
  it('when the title is Go, then the handheld icon is used', () => {
    expect(deviceIconFor('Go')).toBe(GoIcon)
  })
  it('when the title is Tab, then the tablet icon is used', () => {
    expect(deviceIconFor('Tab')).toBe(TabIcon)
  })
  it('then the three devices have three different icons', () => {
    expect(new Set([deviceIconFor('Station'), deviceIconFor('Tab'), deviceIconFor('Go')]).size).toBe(3)
  })
  it('when the title is anything else, then the terminal icon is used', () => {
    expect(deviceIconFor('Kiosk')).toBe(StationIcon)
    expect(deviceIconFor('Table stand')).toBe(StationIcon)
  })
})
