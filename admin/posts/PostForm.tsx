import { Alert, AlertTitle, Box, Button, Card, CardContent, IconButton, Typography } from '@mui/material'
import { ArrowLeft } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import {
  CreateBase,
  EditBase,
  Form,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  type HttpError,
} from 'react-admin'
import { useNavigate, useParams } from 'react-router'
import { Loading } from '../common/Loading'
import { A11yPanel } from './A11yPanel'
import { AutosaveOffer } from './AutosaveOffer'
import { DeletePostButton } from './DeletePostButton'
import { ContentFields, SettingsFields } from './PostFields'
import { PostLinks } from './PostLinks'
import { RevisionsPanel } from './RevisionsPanel'
import { SaveButtons, SaveOutcomeContext, type SaveOutcome } from './SaveButtons'
import { SchedulePanel } from './SchedulePanel'
import { SeoPanel } from './SeoPanel'
import { NewDraftContext, useAutosave } from './useAutosave'
import type { PostLanguage, PostRecord } from './post'

/**
 * Spec defaults for a new post: category QSR, author 'Admin', not featured, not published, no tags,
 * no image; written in the admin's language (a French admin starts a French post).
 */
function defaultsFor(language: PostLanguage) {
  return {
    title: '',
    excerpt: '',
    content: '',
    image: null,
    category: 'QSR',
    author: 'Admin',
    featured: false,
    tags: [],
    language,
    translation_id: null,
    author_id: null,
    publish_at: null,
    noindex: false,
  }
}

/** Inside <Form>: the autosave hook reads the form's state. */
function AutosaveStatus({ postId }: { postId: number | undefined }) {
  return useAutosave(postId)
}

/**
 * Why the last save failed, at the top of the form: it stays until the next save (a notice at the
 * bottom of the screen would cover the accessibility check's lines under Content).
 */
function SaveError({ message }: { message: string | null }) {
  const translate = useTranslate()
  if (!message) return null
  return (
    <Alert severity="error" role="alert" data-testid="save-error" sx={{ mb: 3, whiteSpace: 'pre-line' }}>
      <AlertTitle>{translate('editorial.save_failed_title')}</AlertTitle>
      {message}
    </Alert>
  )
}

function PostFormLayout({ editing, saveError }: { editing: boolean; saveError: string | null }) {
  const translate = useTranslate()
  const navigate = useNavigate()
  const record = useRecordContext<PostRecord>()
  const [locale] = useLocaleState()
  const defaults = useMemo(() => defaultsFor(locale === 'fr' ? 'fr' : 'en'), [locale])
  return (
    <Form noValidate defaultValues={editing ? undefined : defaults} warnWhenUnsavedChanges>
      <Box
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between', mb: 3 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <IconButton
            onClick={() => navigate('/admin/blogs')}
            aria-label={translate('mapleserve.posts.form.back')}
            sx={{ width: 44, height: 44 }}
          >
            <ArrowLeft size={22} />
          </IconButton>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2rem' } }}>
            {translate(editing ? 'mapleserve.posts.form.edit_title' : 'mapleserve.posts.form.create_title')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <AutosaveStatus postId={editing ? record?.id : undefined} />
          {editing && record ? <PostLinks post={record} /> : null}
          <SaveButtons />
          {editing ? <DeletePostButton redirectToList /> : null}
        </Box>
      </Box>
      <SaveError message={saveError} />
      {editing && record ? <AutosaveOffer postId={record.id} /> : null}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 340px' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Card variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              <ContentFields />
            </CardContent>
          </Card>
          <A11yPanel />
          <SeoPanel />
          {editing && record ? <RevisionsPanel postId={record.id} /> : null}
        </Box>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <SettingsFields />
          <SchedulePanel />
        </Box>
      </Box>
    </Form>
  )
}

/** Server messages (409 conflicts, 400s) come in the admin's language; ours are keys. */
function useSaveOutcome(): SaveOutcome & { error: string | null } {
  const notify = useNotify()
  const navigate = useNavigate()
  const translate = useTranslate()
  const [error, setError] = useState<string | null>(null)
  return {
    error,
    onSuccess: (post: PostRecord) => {
      setError(null)
      const key =
        post.status === 'scheduled'
          ? 'editorial.schedule.done'
          : post.published
            ? 'mapleserve.posts.form.published'
            : 'mapleserve.posts.form.draft_saved'
      notify(key, {
        type: 'success',
        messageArgs: { date: post.publish_at ? new Date(post.publish_at).toLocaleString() : '' },
      })
      navigate('/admin/blogs')
    },
    onError: (failure: unknown) => {
      setError((failure as HttpError | null)?.message || translate('mapleserve.posts.form.save_failed'))
      window.scrollTo({ top: 0, behavior: 'smooth' })
    },
  }
}

function EditLoaded({ saveError }: { saveError: string | null }) {
  const record = useRecordContext<PostRecord>()
  const translate = useTranslate()
  const navigate = useNavigate()
  if (!record) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography sx={{ fontWeight: 700, mb: 2 }}>{translate('mapleserve.posts.form.not_found')}</Typography>
        <Button variant="contained" onClick={() => navigate('/admin/blogs')}>
          {translate('mapleserve.posts.form.back_to_list')}
        </Button>
      </Box>
    )
  }
  return <PostFormLayout editing saveError={saveError} />
}

/** /admin/blogs/new and /admin/blogs/:id/edit (product-spec "Admin blog form"): react-admin's Create/Edit, pessimistic saves. */
export function PostForm() {
  const { id } = useParams()
  const { error, ...outcome } = useSaveOutcome()
  const draft = useRef<number | null>(null)
  if (id === undefined) {
    return (
      <SaveOutcomeContext.Provider value={outcome}>
        <NewDraftContext.Provider value={draft}>
          <CreateBase resource="posts" redirect={false} mutationOptions={outcome}>
            <PostFormLayout editing={false} saveError={error} />
          </CreateBase>
        </NewDraftContext.Provider>
      </SaveOutcomeContext.Provider>
    )
  }
  return (
    <SaveOutcomeContext.Provider value={outcome}>
      {/* <Admin requireAuth> has checked the session and editors may edit posts: without its own two
          checks (session, then access, one after the other) the post is asked for at once. */}
      <EditBase
        resource="posts"
        id={Number(id)}
        disableAuthentication
        redirect={false}
        mutationMode="pessimistic"
        mutationOptions={outcome}
        queryOptions={{ meta: undefined, retry: false }}
        loading={<Loading />}
        error={<EditLoaded saveError={error} />}
      >
        <EditLoaded saveError={error} />
      </EditBase>
    </SaveOutcomeContext.Provider>
  )
}
