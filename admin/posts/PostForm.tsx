import { Box, Button, Card, CardContent, IconButton, Typography } from '@mui/material'
import { ArrowLeft } from 'lucide-react'
import { useContext, useRef } from 'react'
import {
  CreateBase,
  EditBase,
  Form,
  useDataProvider,
  useNotify,
  useRecordContext,
  useSaveContext,
  useTranslate,
  type HttpError,
} from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router'
import { Loading } from '../common/Loading'
import { A11yPanel } from './A11yPanel'
import { DeletePostButton } from './DeletePostButton'
import { ContentFields, SettingsFields } from './PostFields'
import { RevisionsPanel } from './RevisionsPanel'
import { SchedulePanel } from './SchedulePanel'
import { SeoPanel } from './SeoPanel'
import { NewDraftContext, useAutosave } from './useAutosave'
import type { PostRecord } from './post'

/** Spec defaults for a new post: category QSR, author 'Admin', not featured, not published, no tags, no image. */
const defaults = {
  title: '',
  excerpt: '',
  content: '',
  image: null,
  category: 'QSR',
  author: 'Admin',
  featured: false,
  tags: [],
  language: 'en',
  translation_id: null,
  author_id: null,
  publish_at: null,
  noindex: false,
}

function isFuture(value: unknown): boolean {
  if (!value) return false
  const time = new Date(value as string).getTime()
  return !Number.isNaN(time) && time > Date.now()
}

/** The spec's two buttons; Publish reads Schedule when a future publish time is set. */
function SaveButtons() {
  const translate = useTranslate()
  const notify = useNotify()
  const record = useRecordContext<PostRecord>()
  const { save, saving } = useSaveContext()
  const { handleSubmit, setError, getValues } = useFormContext()
  const draft = useContext(NewDraftContext)
  const dataProvider = useDataProvider()
  const options = useSaveOptions()
  const publishAt = useWatch({ name: 'publish_at' }) as unknown
  const scheduling = isFuture(publishAt)
  const submit = (published: boolean) =>
    handleSubmit(
      async (values) => {
        if (!imageSet()) return
        // A new post its first autosave already created: saving updates that draft.
        if (!record && draft?.current) {
          try {
            const { data } = await dataProvider.update<PostRecord>('posts', {
              id: draft.current,
              data: { ...values, published },
              previousData: values as PostRecord,
            })
            options.onSuccess(data)
          } catch (error) {
            const fields = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {}
            for (const [field, message] of Object.entries(fields)) setError(field, { type: 'server', message })
            options.onError(error)
          }
          return
        }
        const errors = (await save?.({ ...values, published })) as Record<string, string> | undefined
        for (const [field, message] of Object.entries(errors ?? {})) setError(field, { type: 'server', message })
      },
      () => {
        imageSet()
        notify('mapleserve.posts.form.required', { type: 'error' })
      },
    )
  // Spec section 5: 'Image is required' shows with the other fields' errors.
  const imageSet = () => {
    if (getValues('image')) return true
    setError('image', { type: 'required', message: 'mapleserve.posts.form.image_required' })
    notify('mapleserve.posts.form.required', { type: 'error' })
    return false
  }
  const label = scheduling
    ? 'editorial.schedule.button'
    : record?.published
      ? 'mapleserve.posts.form.update_publish'
      : 'mapleserve.posts.form.publish'
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button variant="outlined" color="inherit" disabled={saving} onClick={() => void submit(false)()}>
        {translate('mapleserve.posts.form.save_draft')}
      </Button>
      <Button variant="contained" disabled={saving} onClick={() => void submit(true)()}>
        {translate(label)}
      </Button>
    </Box>
  )
}

/** Inside <Form>: the autosave hook reads the form's state. */
function AutosaveStatus({ postId }: { postId: number | undefined }) {
  return useAutosave(postId)
}

function PostFormLayout({ editing }: { editing: boolean }) {
  const translate = useTranslate()
  const navigate = useNavigate()
  const record = useRecordContext<PostRecord>()
  return (
    <Form noValidate defaultValues={editing ? undefined : defaults} warnWhenUnsavedChanges={false}>
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
          <SaveButtons />
          {editing ? <DeletePostButton redirectToList /> : null}
        </Box>
      </Box>
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
function useSaveOptions() {
  const notify = useNotify()
  const navigate = useNavigate()
  return {
    onSuccess: (post: PostRecord) => {
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
    onError: (error: unknown) => {
      const message = (error as HttpError | null)?.message
      notify(message || 'mapleserve.posts.form.save_failed', {
        type: 'error',
        multiLine: true,
        autoHideDuration: 10_000,
      })
    },
  }
}

function EditLoaded() {
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
  return <PostFormLayout editing />
}

/** /admin/blogs/new and /admin/blogs/:id/edit (product-spec "Admin blog form"): react-admin's Create/Edit, pessimistic saves. */
export function PostForm() {
  const { id } = useParams()
  const options = useSaveOptions()
  const draft = useRef<number | null>(null)
  if (id === undefined) {
    return (
      <NewDraftContext.Provider value={draft}>
        <CreateBase resource="posts" redirect={false} mutationOptions={options}>
          <PostFormLayout editing={false} />
        </CreateBase>
      </NewDraftContext.Provider>
    )
  }
  return (
    <EditBase
      resource="posts"
      id={Number(id)}
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={options}
      queryOptions={{ meta: undefined, retry: false }}
      loading={<Loading />}
      error={<EditLoaded />}
    >
      <EditLoaded />
    </EditBase>
  )
}
