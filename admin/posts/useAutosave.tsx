import { createContext, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { editorialApi, type RevisionData } from './editorial-api'

const AUTOSAVE_DELAY_MS = 3_000

/**
 * The new-post editor's draft id, once its first autosave created it (null before): later
 * autosaves become revisions of it and Save Draft / Publish update it instead of creating another.
 */
export const NewDraftContext = createContext<RefObject<number | null> | null>(null)

/**
 * Autosaves the editor's text a few seconds after typing stops. An existing post gets a revision
 * (never the post itself: the published version changes only on Save Draft / Publish). A new post
 * is first created as a draft (never published) once it has a title: the address becomes the
 * draft's edit URL (a reload opens it) while the form stays as it is, so nothing typed or uploaded
 * meanwhile is lost. Returns the status line.
 */
export function useAutosave(postId: number | undefined): ReactNode {
  const translate = useTranslate()
  const draft = useContext(NewDraftContext)
  const { getValues } = useFormContext()
  const { isDirty, isSubmitting } = useFormState()
  const values = useWatch({
    name: ['title', 'excerpt', 'content', 'meta_title', 'meta_description', 'canonical_url', 'noindex'],
  }) as unknown[]
  const [state, setState] = useState<{ kind: 'idle' | 'saving' | 'saved' | 'failed' | 'needs_title'; at?: Date }>({
    kind: 'idle',
  })
  const last = useRef<string>('')
  const creating = useRef(false)
  const key = JSON.stringify(values)

  useEffect(() => {
    if (!isDirty || isSubmitting || key === last.current) return
    if (!postId && !draft?.current && !String(values[0] ?? '').trim()) {
      setState({ kind: 'needs_title' })
      return
    }
    const timer = setTimeout(() => {
      const id = postId ?? draft?.current
      if (!id) {
        if (creating.current || !draft) return
        creating.current = true
        setState({ kind: 'saving' })
        editorialApi
          .createPostDraft({ ...getValues(), published: false, publish_at: null })
          .then((post) => {
            draft.current = post.id
            last.current = key
            window.history.replaceState(window.history.state, '', `/admin/blogs/${post.id}/edit`)
            setState({ kind: 'saved', at: new Date() })
          })
          .catch(() => setState({ kind: 'failed' }))
          .finally(() => {
            creating.current = false
          })
        return
      }
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
        .autosavePost(id, data)
        .then(() => {
          last.current = key
          setState({ kind: 'saved', at: new Date() })
        })
        .catch(() => setState({ kind: 'failed' }))
    }, AUTOSAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [key, postId, isDirty, isSubmitting]) // eslint-disable-line react-hooks/exhaustive-deps -- `key` stands for `values`

  if (state.kind === 'idle') return null
  const text =
    state.kind === 'saving'
      ? translate('editorial.autosave.saving')
      : state.kind === 'failed'
        ? translate('editorial.autosave.failed')
        : state.kind === 'needs_title'
          ? translate('editorial.autosave.needs_title')
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
