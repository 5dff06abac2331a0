import { Box, Card, CardActions, CardContent, Chip, Typography } from '@mui/material'
import type { ReactNode } from 'react'
import { useLocaleState, useTranslate } from 'react-admin'
import { Link } from 'react-router'
import { colors } from '../theme'
import { formatBytes, type MediaRecord } from './media'

/** What the library and the picker show of an image: thumbnail, name, sizes, alt text and uses. */
export function MediaSummary({ record, links = true }: { record: MediaRecord; links?: boolean }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const uses = record.usedBy.length
  return (
    <Box sx={{ display: 'grid', gap: 0.75, minWidth: 0 }}>
      <Typography
        component="h2"
        sx={{ fontWeight: 700, fontSize: '1rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        title={record.fileName}
      >
        {record.fileName}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
        {translate('media.size', {
          width: record.width,
          height: record.height,
          bytes: formatBytes(record.bytes, locale),
        })}
      </Typography>
      {record.alt ? (
        <Typography sx={{ fontSize: '0.875rem', overflowWrap: 'anywhere' }} data-testid="media-alt">
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate('media.alt_label')}{' '}
          </Box>
          {record.alt}
        </Typography>
      ) : (
        <Box>
          <Chip
            size="small"
            label={translate('media.no_alt')}
            sx={{ bgcolor: '#fff4e5', color: '#663c00', border: '1px solid #f0b46a', fontWeight: 600 }}
          />
        </Box>
      )}
      <Typography component="div" sx={{ fontSize: '0.875rem' }}>
        {uses || record.usedByAuthors.length ? (
          <>
            {uses ? translate('media.used_by', { smart_count: uses }) : null}
            {uses ? (
              <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                {record.usedBy.slice(0, 3).map((p) => (
                  <li key={p.id} lang={p.language}>
                    {links ? <Link to={`/admin/blogs/${p.id}/edit`}>{p.title}</Link> : p.title}
                  </li>
                ))}
              </Box>
            ) : null}
            {record.usedByAuthors.map((a) => (
              <Box key={a.id}>{translate('media.used_by_author', { name: a.name })}</Box>
            ))}
          </>
        ) : (
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {translate('media.unused')}
          </Box>
        )}
      </Typography>
    </Box>
  )
}

function MediaThumb({ record }: { record: MediaRecord }) {
  return (
    <Box
      component="img"
      src={record.thumbnail}
      alt=""
      loading="lazy"
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: { xs: '16 / 9', sm: '4 / 3' },
        objectFit: 'cover',
        bgcolor: colors.sand,
      }}
    />
  )
}

export function MediaCard({ record, actions }: { record: MediaRecord; actions: ReactNode }) {
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="media-card"
      sx={{ display: 'flex', flexDirection: 'column', listStyle: 'none', minWidth: 0 }}
    >
      <MediaThumb record={record} />
      <CardContent sx={{ flex: 1, pb: 1 }}>
        <MediaSummary record={record} />
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        {actions}
      </CardActions>
    </Card>
  )
}
