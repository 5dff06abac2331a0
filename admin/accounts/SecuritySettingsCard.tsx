import { useEffect, useState } from 'react'
import { Box, Button, Card, CardContent, FormControlLabel, Switch, TextField, Typography } from '@mui/material'
import { useDataProvider, useNotify, useTranslate } from 'react-admin'
import { Link } from 'react-router'
import type { AdminDataProvider } from '../dataProvider'
import { useWarnWhenDirty } from '../common/useWarnWhenDirty'

interface Security {
  id: string
  require2fa: boolean
  auditRetentionDays: number
}

/** Settings (administrators): require two-factor sign-in for everyone, audit log retention. */
export function SecuritySettingsCard() {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [values, setValues] = useState<Security | null>(null)
  const [saved, setSaved] = useState<Security | null>(null)
  useWarnWhenDirty(
    values !== null &&
      saved !== null &&
      (values.require2fa !== saved.require2fa || values.auditRetentionDays !== saved.auditRetentionDays),
  )

  useEffect(() => {
    dataProvider
      .getSecuritySettings<Security>()
      .then((data) => {
        setValues(data)
        setSaved(data)
      })
      .catch(() => undefined)
  }, [dataProvider])

  async function save() {
    if (!values) return
    try {
      const data = await dataProvider.saveSecuritySettings(values)
      setValues(data)
      setSaved(data)
      notify('accounts.security.saved', { type: 'success' })
    } catch (error) {
      notify(error instanceof Error ? error.message : 'accounts.errors.failed', { type: 'error' })
    }
  }

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {translate('accounts.security.title')}
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={values?.require2fa ?? false}
              disabled={!values}
              onChange={(e) => setValues((v) => (v ? { ...v, require2fa: e.target.checked } : v))}
            />
          }
          label={translate('accounts.security.require_2fa')}
        />
        <TextField
          type="number"
          label={translate('accounts.security.retention_days')}
          value={values?.auditRetentionDays ?? ''}
          disabled={!values}
          onChange={(e) => setValues((v) => (v ? { ...v, auditRetentionDays: Number(e.target.value) } : v))}
          sx={{ width: 240, maxWidth: '100%' }}
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={() => void save()} disabled={!values}>
            {translate('accounts.security.save')}
          </Button>
          <Button component={Link} to="/admin/audit" variant="outlined">
            {translate('accounts.audit.open')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
