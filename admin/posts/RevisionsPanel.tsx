import { useEffect, useState } from 'react'
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Typography } from '@mui/material'
import { ChevronDown } from 'lucide-react'
import { useNotify, useTranslate } from 'react-admin'
import { useFormContext } from 'react-hook-form'
import { editorialApi, type RevisionData, type RevisionSummary } from './editorial-api'

type Part = { value: string; added?: boolean; removed?: boolean }

/** Line diff from a revision to the editor's text (the `diff` package, loaded with this panel). */
function RevisionDiff({ from, to }: { from: string; to: string }) {
  const translate = useTranslate()
  const [parts, setParts] = useState<Part[] | null>(null)
  const [failed, setFailed] = useState(false)
  // Each Try again imports the chunk anew: it can fail to load (a network error, a deploy that replaced the files).
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let current = true
    setFailed(false)
    import('diff')
      .then(({ diffLines }) => {
        if (current) setParts(diffLines(from, to))
      })
      .catch(() => {
        if (current) setFailed(true)
      })
    return () => {
      current = false
    }
  }, [from, to, attempt])
  if (failed)
    return (
      <Alert
        severity="error"
        data-testid="revision-diff-failed"
        action={
          <Button color="inherit" size="small" onClick={() => setAttempt((n) => n + 1)}>
            {translate('editorial.revisions.diff_retry')}
          </Button>
        }
      >
        {translate('editorial.revisions.diff_failed')}
      </Alert>
    )
  if (!parts) return null
  return (
    <Box
      component="pre"
      aria-label={translate('editorial.revisions.diff_label')}
      data-testid="revision-diff"
      sx={{
        whiteSpace: 'pre-wrap',
        fontSize: '0.8rem',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: 1,
        m: 0,
      }}
    >
      {parts.map((part, i) => (
        <Box
          component={part.added ? 'ins' : part.removed ? 'del' : 'span'}
          key={i}
          sx={{
            display: 'block',
            textDecoration: 'none',
            bgcolor: part.added ? '#e6f4ea' : part.removed ? '#fce8e6' : 'transparent',
          }}
        >
          {part.value
            .replace(/\n$/, '')
            .split('\n')
            .map((line) => `${part.added ? '+ ' : part.removed ? '- ' : '  '}${line}`)
            .join('\n')}
        </Box>
      ))}
    </Box>
  )
}

const FIELDS: (keyof RevisionData)[] = [
  'title',
  'excerpt',
  'content',
  'meta_title',
  'meta_description',
  'canonical_url',
  'noindex',
]

/** The last 20 revisions (who and when), a diff against the editor, and Restore into the editor. */
export function RevisionsPanel({ postId }: { postId: number }) {
  const translate = useTranslate()
  const notify = useNotify()
  const { getValues, setValue } = useFormContext()
  const [open, setOpen] = useState(false)
  const [items, setItems] = useState<RevisionSummary[] | null>(null)
  const [compare, setCompare] = useState<{ id: number; content: string } | null>(null)

  useEffect(() => {
    if (!open) return
    editorialApi
      .postRevisions(postId)
      .then(setItems)
      .catch(() => notify('editorial.revisions.load_failed', { type: 'error' }))
  }, [open, postId, notify])

  const toggleCompare = async (id: number) => {
    if (compare?.id === id) return setCompare(null)
    const revision = await editorialApi.postRevision(postId, id)
    setCompare({ id, content: revision.data.content })
  }

  const restore = async (id: number) => {
    const { data } = await editorialApi.postRevision(postId, id)
    for (const field of FIELDS) setValue(field, data[field], { shouldDirty: true, shouldValidate: true })
    setCompare(null)
    notify('editorial.revisions.restored', { type: 'info' })
  }

  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={open}
      onChange={(_e, value) => setOpen(value)}
      data-testid="revisions"
    >
      <AccordionSummary expandIcon={<ChevronDown size={18} />}>
        <Typography component="h2" sx={{ fontWeight: 700 }}>
          {translate('editorial.revisions.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {items && !items.length ? <Typography>{translate('editorial.revisions.empty')}</Typography> : null}
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {(items ?? []).map((item) => (
            <Box
              component="li"
              key={item.id}
              data-testid="revision"
              sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
              <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
                {translate('editorial.revisions.by', {
                  kind: translate(`editorial.revisions.kinds.${item.kind}`),
                  user: item.user || '—',
                  time: new Date(item.createdAt).toLocaleString(),
                })}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
                <Button size="small" variant="outlined" color="inherit" onClick={() => void toggleCompare(item.id)}>
                  {translate(compare?.id === item.id ? 'editorial.revisions.hide_diff' : 'editorial.revisions.diff')}
                </Button>
                <Button size="small" variant="outlined" onClick={() => void restore(item.id)}>
                  {translate('editorial.revisions.restore')}
                </Button>
              </Box>
              {compare?.id === item.id ? (
                <Box sx={{ mt: 1 }}>
                  <RevisionDiff from={compare.content} to={String(getValues('content') ?? '')} />
                </Box>
              ) : null}
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  )
}
