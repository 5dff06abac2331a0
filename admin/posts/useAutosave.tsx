import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { useFormState, useWatch } from 'react-hook-form'
import { editorialApi, type RevisionData } from './editorial-api'

export const AUTOSAVE_DELAY_MS = 3_000

/**
 * Autosaves the editor's text as a revision a few seconds after typing stops (never the post
 * itself: the published version changes only on Save Draft / Publish). Returns the status line.
 */
export function useAutosave(postId: number | undefined): ReactNode {
  const translate = useTranslate()
  const { isDirty } = useFormState()
  const values = useWatch({
    name: ['title', 'excerpt', 'content', 'meta_title', 'meta_description', 'canonical_url', 'noindex'],
  }) as unknown[]
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'failed'; at?: Date }>({ kind: 'idle' })
  const last = useRef<string>('')
  const key = JSON.stringify(values)

  useEffect(() => {
    if (!postId || !isDirty || key === last.current) return
    const timer = setTimeout(() => {
      const [title, excerpt, content, metaTitle, metaDescription, canonical, noindex] = values
      const data: RevisionData = {
        title: String(title ?? ''),
        excerpt: String(excerpt ?? ''),
        content: String(content ?? ''),
        meta_title: (metaTitle as string | null) ?? null,
        meta_description: (metaDescription as string | null) ?? null,
        canonical_url: (canonical as string | null) ?? null,
        noindex: Boolean(noindex),
      }
      setState({ kind: 'saving' })
      editorialApi
        .autosave(postId, data)
        .then(() => {
          last.current = key
          setState({ kind: 'saved', at: new Date() })
        })
        .catch(() => setState({ kind: 'failed' }))
    }, AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [key, postId, isDirty]) // eslint-disable-line react-hooks/exhaustive-deps -- `key` stands for `values`

  if (state.kind === 'idle') return null
  const text =
    state.kind === 'saving'
      ? translate('editorial.autosave.saving')
      : state.kind === 'failed'
        ? translate('editorial.autosave.failed')
        : translate('editorial.autosave.saved', { time: state.at?.toLocaleTimeString() ?? '' })
  return (
    <Typography
      role="status"
      data-testid="autosave-status"
      color={state.kind === 'failed' ? 'error' : 'text.secondary'}
      sx={{ fontSize: '0.875rem' }}
    >
      {text}
    </Typography>
  )
}
