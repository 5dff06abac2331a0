import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material'
import { useState } from 'react'
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'

interface Erased {
  demoInquiries: number
  leads: number
  subscribers: number
}

/** PIPEDA / Law 25 requests: export everything held about an address as JSON, or erase the person. */
export function PrivacyCard() {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const [email, setEmail] = useState('')
  const [confirming, setConfirming] = useState(false)
  const fail = (err: unknown) =>
    notify(err instanceof Error ? err.message : 'ra.notification.http_error', { type: 'error' })
  const exportJson = () =>
    dataProvider
      .exportPersonalData(email)
      .then((data) => {
        const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
        const a = document.createElement('a')
        a.href = url
        a.download = 'personal-data.json'
        a.click()
        URL.revokeObjectURL(url)
      })
      .catch(fail)
  const erase = () =>
    dataProvider
      .erasePersonalData<Erased>(email)
      .then((r) => {
        setConfirming(false)
        const total = r.demoInquiries + r.leads + r.subscribers
        notify(total ? 'desk.privacy.erased' : 'desk.privacy.nothing', {
          type: total ? 'success' : 'info',
          messageArgs: { demo: r.demoInquiries, leads: r.leads, subscribers: r.subscribers },
        })
      })
      .catch((err: unknown) => {
        setConfirming(false)
        fail(err)
      })
  return (
    <Card variant="outlined" data-testid="privacy-card">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('desk.privacy.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('desk.privacy.help')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            label={translate('desk.privacy.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            sx={{ minWidth: 280 }}
          />
          <Button variant="outlined" onClick={() => void exportJson()}>
            {translate('desk.privacy.export')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
            {translate('desk.privacy.erase')}
          </Button>
        </Box>
        <Confirm
          isOpen={confirming}
          title="desk.privacy.erase"
          content="desk.privacy.confirm"
          translateOptions={{ email }}
          onConfirm={() => void erase()}
          onClose={() => setConfirming(false)}
        />
      </CardContent>
    </Card>
  )
}
