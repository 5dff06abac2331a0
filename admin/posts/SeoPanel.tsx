import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Checkbox,
  FormControlLabel,
  Typography,
} from '@mui/material'
import { ChevronDown } from 'lucide-react'
import { TextInput, useInput, useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import type { ImageSet } from '../dataProvider'
import { ImageUpload } from './ImageUpload'
import { thumbnailUrl } from './post'

const LIMITS = { title: 60, description: 160 }

function Counter({ value, max }: { value: string | null | undefined; max: number }) {
  const translate = useTranslate()
  const count = (value ?? '').length
  return <span>{translate(count > max ? 'editorial.seo.counter_long' : 'editorial.seo.counter', { count, max })}</span>
}

/** Cut like a search engine or a social card does: at a word, with an ellipsis. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : cut.length).trimEnd()}…`
}

function SocialImageInput() {
  const { field } = useInput<ImageSet | null>({ source: 'social_image' })
  return (
    <ImageUpload
      label="editorial.seo.social_image"
      value={(field.value as ImageSet | null) ?? null}
      alt=""
      onChange={(image) => field.onChange(image)}
    />
  )
}

function NoindexInput() {
  const translate = useTranslate()
  const { field } = useInput<boolean>({ source: 'noindex' })
  return (
    <FormControlLabel
      control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
      label={translate('editorial.seo.noindex')}
    />
  )
}

/** Meta title and description with counters, social image, canonical, noindex, and two previews. */
export function SeoPanel() {
  const translate = useTranslate()
  const [title, excerpt, metaTitle, metaDescription, image, social, slug] = useWatch({
    name: ['title', 'excerpt', 'meta_title', 'meta_description', 'image', 'social_image', 'slug'],
  }) as [string, string, string | null, string | null, ImageSet | null, ImageSet | null, string | undefined]
  const shownTitle = `${metaTitle || title || ''} | MapleServe`
  const shownDescription = metaDescription || excerpt || ''
  const cardImage = social ?? image
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ChevronDown size={18} />}>
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {translate('editorial.seo.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ display: 'grid', gap: 1 }}>
        <TextInput
          source="meta_title"
          label="editorial.seo.meta_title"
          variant="outlined"
          helperText={<Counter value={metaTitle} max={LIMITS.title} />}
        />
        <TextInput
          source="meta_description"
          label="editorial.seo.meta_description"
          variant="outlined"
          multiline
          rows={2}
          helperText={<Counter value={metaDescription} max={LIMITS.description} />}
        />
        <SocialImageInput />
        <TextInput
          source="canonical_url"
          label="editorial.seo.canonical_url"
          variant="outlined"
          type="url"
          helperText={translate('editorial.seo.canonical_help')}
        />
        <NoindexInput />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box component="figure" sx={{ m: 0 }} aria-label={translate('editorial.seo.search_preview')}>
            <Typography component="figcaption" sx={{ fontWeight: 600, mb: 1 }}>
              {translate('editorial.seo.search_preview')}
            </Typography>
            <Box data-testid="search-preview" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
              <Typography sx={{ fontSize: '0.8rem', color: '#202124' }}>
                mapleserve.ca › blog › {slug ?? '…'}
              </Typography>
              <Typography sx={{ color: '#1a0dab', fontSize: '1.1rem' }}>{clip(shownTitle, 62)}</Typography>
              <Typography sx={{ fontSize: '0.875rem', color: '#4d5156' }}>{clip(shownDescription, 162)}</Typography>
            </Box>
          </Box>
          <Box component="figure" sx={{ m: 0 }}>
            <Typography component="figcaption" sx={{ fontWeight: 600, mb: 1 }}>
              {translate('editorial.seo.social_preview')}
            </Typography>
            <Box
              data-testid="social-preview"
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
            >
              {cardImage ? (
                <Box
                  component="img"
                  src={thumbnailUrl(cardImage)}
                  alt=""
                  sx={{ width: '100%', aspectRatio: '1.91', objectFit: 'cover', display: 'block' }}
                />
              ) : null}
              <Box sx={{ p: 1.5 }}>
                <Typography sx={{ fontSize: '0.75rem', textTransform: 'uppercase' }}>mapleserve.ca</Typography>
                <Typography sx={{ fontWeight: 700 }}>{shownTitle}</Typography>
                <Typography sx={{ fontSize: '0.875rem' }}>{clip(shownDescription, 120)}</Typography>
              </Box>
            </Box>
          </Box>
        </Box>
      </AccordionDetails>
    </Accordion>
  )
}
