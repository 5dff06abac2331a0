import { describe, expect, it } from 'vitest'
import { en } from '../admin/i18n/en'
import { fr } from '../admin/i18n/fr'
import { AUDIT_ACTIONS } from './audit-actions'

describe('the audit log filter in the admin', () => {
  it('names every recorded action in English and in French (no raw action ids on screen)', () => {
    const key = (action: string) => action.replace('.', '_')
    const enLabels = en.accounts.audit.actions as Record<string, string>
    const frLabels = fr.accounts.audit.actions as Record<string, string>
    expect(AUDIT_ACTIONS.filter((action) => !enLabels[key(action)])).toEqual([])
    expect(AUDIT_ACTIONS.filter((action) => !frLabels[key(action)])).toEqual([])
  })
})
