import { Monitor, Smartphone, Tablet } from 'lucide-react'
import { describe, expect, it } from 'vitest'
import { deviceIconFor } from './device-icon'

describe('deviceIconFor', () => {
  it('when the title is Station, then the terminal icon is used', () => {
    expect(deviceIconFor('Station')).toBe(Monitor)
  })
  it('when the title is Go, then the handheld icon is used', () => {
    expect(deviceIconFor('Go')).toBe(Smartphone)
  })
  it('when the title is Tab, then the tablet icon is used', () => {
    expect(deviceIconFor('Tab')).toBe(Tablet)
  })
  it('when the title is anything else, then the terminal icon is used', () => {
    expect(deviceIconFor('Kiosk')).toBe(Monitor)
    expect(deviceIconFor('Table stand')).toBe(Monitor)
  })
})
