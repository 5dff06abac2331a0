import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material'
import { Images } from 'lucide-react'
import { useRef, useState } from 'react'
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { colors } from '../theme'
import { MediaUploadButton } from './MediaUploadButton'
import { imageMarkdown, type MediaRecord } from './media'

const messageOf = (error: unknown): string => {
  const body = (error as { body?: { errors?: Record<string, string>; message?: unknown } }).body
  const field = body?.errors?.alt
  if (field) return field
  return typeof body?.message === 'string' ? body.message : error instanceof Error ? error.message : String(error)
}

/** `text` with `block` put at `at` as its own paragraph (an image alone in a paragraph is a figure). */
function insertBlock(text: string, at: number, block: string): { value: string; caret: number } {
  const before = text.slice(0, at).replace(/\s+$/, '')
  const after = text.slice(at).replace(/^\s+/, '')
  const head = before ? `${before}\n\n` : ''
  const value = `${head}${block}${after ? `\n\n${after}` : '\n'}`
  return { value, caret: head.length + block.length }
}

/**
 * The post editor's picker: choose (or upload) a library image, then insert it into the Markdown
 * with its stored alt text and an optional caption, or make it the featured image. An alt text
 * written here is saved in the library, once for the image.
 */
export function MediaPickerButton({ mode }: { mode: 'insert' | 'cover' }) {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider()
  const { getValues, setValue } = useFormContext()
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const [open, setOpen] = useState(false)
  const [q, setQ] = useState('')
  const [selected, setSelected] = useState<MediaRecord | null>(null)
  const [alt, setAlt] = useState('')
  const [caption, setCaption] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const caret = useRef<number | null>(null)
  const list = useGetList<MediaRecord>(
    'media',
    { pagination: { page: 1, perPage: 24 }, sort: { field: 'createdAt', order: 'DESC' }, filter: q ? { q } : {} },
    { enabled: open },
  )

  function start() {
    const area = document.querySelector<HTMLTextAreaElement>('textarea[name="content"]')
    caret.current = area ? area.selectionStart : null
    setSelected(null)
    setCaption('')
    setProblem('')
    setOpen(true)
  }

  function choose(item: MediaRecord) {
    setSelected(item)
    setAlt(item.alt)
    setProblem('')
  }

  async function confirm() {
    if (!selected) return
    const text = alt.trim()
    setBusy(true)
    try {
      let item = selected
      if (text !== selected.alt) {
        const { data } = await dataProvider.update<MediaRecord>('media', {
          id: selected.id,
          data: { alt: text },
          previousData: selected,
        })
        item = data
      }
      if (mode === 'cover') {
        setValue('image', { ...item.image, alt: item.alt }, { shouldDirty: true, shouldValidate: true })
        notify('media.picker.cover_set', { type: 'success' })
      } else {
        const content = String(getValues('content') ?? '')
        const at = caret.current ?? content.length
        const { value } = insertBlock(content, at, imageMarkdown(item.url, item.alt, caption))
        setValue('content', value, { shouldDirty: true, shouldValidate: true, shouldTouch: true })
        notify('media.picker.inserted', { type: 'success' })
      }
      setOpen(false)
    } catch (error) {
      setProblem(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<Images size={18} aria-hidden />}
        onClick={start}
        sx={{ justifySelf: 'start' }}
      >
        {translate(mode === 'cover' ? 'media.picker.open_cover' : 'media.picker.open_insert')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="md"
        fullScreen={fullScreen}
        aria-labelledby="media-picker-title"
      >
        <DialogTitle id="media-picker-title">
          {translate(mode === 'cover' ? 'media.picker.cover_title' : 'media.picker.title')}
        </DialogTitle>
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              size="small"
              type="search"
              label={translate('media.search')}
              value={q}
              onChange={(e) => setQ(e.target.value)}
              sx={{ flex: '1 1 220px' }}
            />
            <MediaUploadButton
              variant="outlined"
              onUploaded={(item) => {
                void list.refetch()
                choose(item)
              }}
            />
          </Box>
          {list.data?.length === 0 ? <Typography>{translate('media.empty')}</Typography> : null}
          <Box
            component="ul"
            aria-label={translate('media.title')}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
              gap: 1.5,
              p: 0,
              m: 0,
              listStyle: 'none',
              maxHeight: { sm: 320 },
              overflowY: 'auto',
            }}
          >
            {list.data?.map((item) => {
              const active = selected?.id === item.id
              return (
                <li key={item.id}>
                  <Box
                    component="button"
                    type="button"
                    onClick={() => choose(item)}
                    aria-pressed={active}
                    aria-label={`${translate('media.picker.choose')}: ${item.fileName}`}
                    sx={{
                      display: 'grid',
                      gap: 0.5,
                      width: '100%',
                      p: 0.5,
                      border: 2,
                      borderColor: active ? colors.ember : 'transparent',
                      borderRadius: 2,
                      bgcolor: active ? colors.emberWash : 'transparent',
                      cursor: 'pointer',
                      font: 'inherit',
                      textAlign: 'left',
                      '&:focus-visible': { outline: `3px solid ${colors.ember}`, outlineOffset: 2 },
                    }}
                  >
                    <Box
                      component="img"
                      src={item.thumbnail}
                      alt=""
                      sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1 }}
                    />
                    <Typography
                      component="span"
                      sx={{ fontSize: '0.8rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {item.fileName}
                    </Typography>
                  </Box>
                </li>
              )
            })}
          </Box>
          {selected ? (
            <Box sx={{ display: 'grid', gap: 2, borderTop: 1, borderColor: 'divider', pt: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {translate('media.picker.selected', { name: selected.fileName })}
              </Typography>
              {!selected.alt ? <Alert severity="warning">{translate('media.picker.alt_missing')}</Alert> : null}
              <TextField
                label={translate('media.picker.alt')}
                value={alt}
                onChange={(e) => setAlt(e.target.value)}
                required
                multiline
                minRows={2}
                error={Boolean(problem)}
                helperText={problem || translate('media.fields.alt_help')}
                slotProps={{ htmlInput: { maxLength: 500 } }}
              />
              {mode === 'insert' ? (
                <TextField
                  label={translate('media.picker.caption')}
                  value={caption}
                  onChange={(e) => setCaption(e.target.value)}
                  helperText={translate('media.picker.caption_help')}
                  slotProps={{ htmlInput: { maxLength: 300 } }}
                />
              ) : null}
            </Box>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('media.picker.cancel')}</Button>
          <Button variant="contained" disabled={!selected || !alt.trim() || busy} onClick={() => void confirm()}>
            {translate(mode === 'cover' ? 'media.picker.use_cover' : 'media.picker.insert')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  )
}
