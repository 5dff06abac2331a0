import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslate } from 'react-admin'
import { useNotifyOnError } from '../common/useNotifyOnError'
import { newsletterApi, type Newsletter } from './api'

/**
 * The email exactly as a subscriber gets it (the server renders it as it sends it): the HTML part
 * in a sandboxed frame (no script can run, like a mail client) and the plain-text twin.
 */
export function Preview({ record }: { record: Newsletter }) {
  const translate = useTranslate()
  const [tab, setTab] = useState<'html' | 'text'>('html')
  const preview = useQuery({
    queryKey: ['newsletters', record.id, 'preview', record.updatedAt],
    queryFn: () => newsletterApi.preview(record.id),
  })
  useNotifyOnError(preview.error, 'ra.notification.http_error')
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {translate('newsletters.preview.title')}
        </Typography>
        <Tabs value={tab} onChange={(_e, value: 'html' | 'text') => setTab(value)} sx={{ mb: 2 }}>
          <Tab value="html" label={translate('newsletters.preview.html')} />
          <Tab value="text" label={translate('newsletters.preview.text')} />
        </Tabs>
        {preview.data && tab === 'html' && (
          <Box
            component="iframe"
            title={translate('newsletters.preview.frame')}
            // Same origin so its height can be read; still no script (no allow-scripts).
            sandbox="allow-same-origin"
            srcDoc={preview.data.html}
            onLoad={(e) => {
              const frame = e.currentTarget as HTMLIFrameElement
              const height = frame.contentDocument?.documentElement.scrollHeight
              if (height) frame.style.height = `${height + 8}px`
            }}
            data-testid="newsletter-preview-html"
            sx={{
              width: '100%',
              minHeight: 320,
              height: 720,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: '#efebe4',
            }}
          />
        )}
        {preview.data && tab === 'text' && (
          <Box
            component="pre"
            data-testid="newsletter-preview-text"
            sx={{
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
              fontSize: '0.9rem',
              m: 0,
              p: 2,
              bgcolor: 'action.hover',
            }}
          >
            {preview.data.text}
          </Box>
        )}
      </CardContent>
    </Card>
  )
}
