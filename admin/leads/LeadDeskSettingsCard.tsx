import {
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  FormGroup,
  TextField,
  Typography,
  Box,
} from '@mui/material'
import { useEffect, useState } from 'react'
import { HttpError, useDataProvider, useNotify, useTranslate } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'
import { useWarnWhenDirty } from '../common/useWarnWhenDirty'

interface DeskSettings {
  timeZone: string
  days: number[]
  from: string
  to: string
  targetMinutes: number
  retentionMonths: number
}

/** Settings › Leads desk: business hours and response target of the clock, and lead retention. */
export function LeadDeskSettingsCard() {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [value, setValue] = useState<DeskSettings | null>(null)
  const [saved, setSaved] = useState('')
  useWarnWhenDirty(value !== null && JSON.stringify(value) !== saved)
  const [errors, setErrors] = useState<Record<string, string>>({})
  useEffect(() => {
    dataProvider
      .getLeadSettings<DeskSettings>()
      .then((loaded) => {
        setValue(loaded)
        setSaved(JSON.stringify(loaded))
      })
      .catch((err: unknown) =>
        notify(err instanceof Error ? err.message : 'ra.notification.http_error', { type: 'error' }),
      )
  }, [dataProvider, notify])
  if (!value) return null
  const weekdays = translate('desk.settings.weekdays').split(',')
  const save = () =>
    dataProvider
      .saveLeadSettings(value)
      .then((stored) => {
        setValue(stored)
        setSaved(JSON.stringify(stored))
        setErrors({})
        notify('desk.settings.saved', { type: 'success' })
      })
      .catch((err: unknown) => {
        if (err instanceof HttpError) setErrors((err.body as { errors?: Record<string, string> })?.errors ?? {})
        notify(err instanceof Error ? err.message : 'ra.notification.http_error', { type: 'error' })
      })
  const field = (name: keyof DeskSettings, label: string, type = 'text') => (
    <TextField
      label={translate(label)}
      type={type}
      value={value[name]}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      onChange={(e) => setValue({ ...value, [name]: type === 'number' ? Number(e.target.value) : e.target.value })}
    />
  )
  return (
    <Card variant="outlined" data-testid="lead-desk-settings">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('desk.settings.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('desk.settings.help')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
          {field('timeZone', 'desk.settings.time_zone')}
          {field('from', 'desk.settings.from')}
          {field('to', 'desk.settings.to')}
          {field('targetMinutes', 'desk.settings.target', 'number')}
          {/* Its label is long (more so in French): two columns wide. */}
          <Box sx={{ display: 'grid', gridColumn: { md: 'span 2' } }}>
            {field('retentionMonths', 'desk.settings.retention', 'number')}
          </Box>
        </Box>
        <Typography component="h3" sx={{ fontWeight: 600, mt: 2 }}>
          {translate('desk.settings.days')}
        </Typography>
        <FormGroup row>
          {weekdays.map((name, day) => (
            <FormControlLabel
              key={name}
              label={name}
              control={
                <Checkbox
                  checked={value.days.includes(day)}
                  onChange={(e) =>
                    setValue({
                      ...value,
                      days: e.target.checked ? [...value.days, day] : value.days.filter((d) => d !== day),
                    })
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {errors.days ? <Typography color="error">{errors.days}</Typography> : null}
        <Button variant="contained" sx={{ mt: 2 }} onClick={() => void save()}>
          {translate('desk.settings.save')}
        </Button>
      </CardContent>
    </Card>
  )
}
