import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Typography } from '@mui/material'
import { useTranslate } from 'react-admin'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useLocation, useNavigate } from 'react-router'
import { editorialApi, type RevisionData } from './editorial-api'

export const AUTOSAVE_DELAY_MS = 3_000

/** What a new post's editor hands to its edit URL after the first autosave created the draft. */
interface CarriedDraft {
  values: Record<string, unknown>
  focus: string | null
  selection: [number, number] | null
}

function focusedField(): { name: string | null; selection: [number, number] | null } {
  const el = document.activeElement
  if (!(el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) || !el.name)
    return { name: null, selection: null }
  const selection: [number, number] | null =
    el.selectionStart === null || el.selectionEnd === null ? null : [el.selectionStart, el.selectionEnd]
  return { name: el.name, selection }
}

/**
 * Autosaves the editor's text a few seconds after typing stops. An existing post gets a revision
 * (never the post itself: the published version changes only on Save Draft / Publish). A new post
 * is first created as a draft (never published) once it has a title; the editor then moves to the
 * draft's edit URL, carrying what was typed in the meantime and the caret. Returns the status line.
 */
export function useAutosave(postId: number | undefined): ReactNode {
  const translate = useTranslate()
  const navigate = useNavigate()
  const { getValues } = useFormContext()
  const { isDirty } = useFormState()
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
    if (!isDirty || key === last.current) return
    if (!postId && !String(values[0] ?? '').trim()) {
      setState({ kind: 'needs_title' })
      return
    }
    const timer = setTimeout(() => {
      if (!postId) {
        if (creating.current) return
        creating.current = true
        setState({ kind: 'saving' })
        editorialApi
          .createDraft({ ...getValues(), published: false, publish_at: null })
          .then((post) => {
            last.current = key
            const { name, selection } = focusedField()
            const carried: CarriedDraft = { values: getValues(), focus: name, selection }
            navigate(`/admin/blogs/${post.id}/edit`, { replace: true, state: { autosavedDraft: carried } })
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

/**
 * In the edit form of a draft the first autosave just created: puts back what was typed while
 * it was being created (the values differ from the saved record) and the caret, then forgets them.
 */
export function CarriedDraftRestorer() {
  const location = useLocation()
  const navigate = useNavigate()
  const { getValues, setValue } = useFormContext()
  const carried = (location.state as { autosavedDraft?: CarriedDraft } | null)?.autosavedDraft
  useEffect(() => {
    if (!carried) return
    const current = getValues()
    for (const [name, value] of Object.entries(carried.values)) {
      if (JSON.stringify(current[name]) !== JSON.stringify(value)) setValue(name, value, { shouldDirty: true })
    }
    if (carried.focus) {
      const el = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(
        `textarea[name="${CSS.escape(carried.focus)}"]:not([aria-hidden]), input[name="${CSS.escape(carried.focus)}"]`,
      )
      el?.focus()
      if (el && carried.selection) el.setSelectionRange(carried.selection[0], carried.selection[1])
    }
    navigate(location.pathname, { replace: true, state: null })
  }, [carried]) // eslint-disable-line react-hooks/exhaustive-deps -- once per carried draft
  return null
}
