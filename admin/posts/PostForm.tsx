import { useEffect, useState, type ChangeEvent } from 'react'
import {
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  IconButton,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material'
import { ArrowLeft } from 'lucide-react'
import { useCreate, useGetList, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin'
import { useNavigate, useParams } from 'react-router'
import { Loading } from '../common/Loading'
import { useNotifyOnError } from '../common/useNotifyOnError'
import type { ImageSet } from '../dataProvider'
import { ImageUpload } from './ImageUpload'
import {
  POST_CATEGORIES,
  categoryKey,
  POST_LANGUAGES,
  languageNameKey,
  otherLanguage,
  type PostLanguage,
  type PostRecord,
} from './post'
import { TagsInput } from './TagsInput'
import { StandaloneAuthorInput } from '../users/AuthorInput'

interface Values {
  title: string
  excerpt: string
  content: string
  image: ImageSet | null
  category: string
  author: string
  featured: boolean
  tags: string[]
  language: PostLanguage
  translation_id: number | null
  author_id: number | null
}

type Errors = Partial<Record<keyof Values, string>>

const empty: Values = {
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
}

function fromRecord(post: PostRecord): Values {
  return {
    title: post.title,
    excerpt: post.excerpt,
    content: post.content,
    image: post.image,
    category: post.category,
    author: post.author,
    featured: post.featured,
    tags: post.tags,
    language: post.language,
    translation_id: post.translation_id,
    author_id: post.author_id ?? null,
  }
}

/** Spec section 5: nothing is sent unless all four hold. */
function validate(values: Values): Errors {
  const errors: Errors = {}
  if (!values.title.trim()) errors.title = 'mapleserve.posts.form.title_required'
  if (!values.excerpt.trim()) errors.excerpt = 'mapleserve.posts.form.excerpt_required'
  if (!values.content.trim()) errors.content = 'mapleserve.posts.form.content_required'
  if (!values.image) errors.image = 'mapleserve.posts.form.image_required'
  return errors
}

function serverErrors(error: unknown): Errors {
  const body = (error as { body?: { errors?: Record<string, string> } } | null)?.body
  return body?.errors && typeof body.errors === 'object' ? (body.errors as Errors) : {}
}

/** /admin/blogs/new and /admin/blogs/:id/edit (product-spec "Admin blog form"), pessimistic saves. */
export function PostForm() {
  const { id } = useParams()
  const editing = id !== undefined
  const navigate = useNavigate()
  const notify = useNotify()
  const translate = useTranslate()
  /** Our messages are keys; the server's come as text and are shown as they are. */
  const message = (text: string | undefined) => (text ? translate(text, { _: text }) : undefined)
  const {
    data: post,
    isPending: loading,
    error: loadError,
  } = useGetOne<PostRecord>('posts', { id: Number(id ?? 0) }, { enabled: editing })
  const [values, setValues] = useState<Values>(empty)
  const [errors, setErrors] = useState<Errors>({})
  const [create, { isPending: creating }] = useCreate<PostRecord>()
  const [update, { isPending: updating }] = useUpdate<PostRecord>()
  useNotifyOnError(loadError, 'mapleserve.posts.form.load_failed')
  // The Translation select: posts of the other language (those linked to a third post are disabled).
  const candidates = useGetList<PostRecord>('posts', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'title', order: 'ASC' },
    filter: { language: otherLanguage(values.language) },
  })
  useNotifyOnError(candidates.error, 'mapleserve.posts.translation.load_failed')
  const linkedMissing =
    values.translation_id !== null && !(candidates.data ?? []).some((p) => p.id === values.translation_id)
  const linked = useGetOne<PostRecord>(
    'posts',
    { id: values.translation_id ?? 0 },
    { enabled: linkedMissing && !candidates.isPending },
  )
  const translationOptions = [
    ...(candidates.data ?? []),
    ...(linkedMissing && linked.data?.language === otherLanguage(values.language) ? [linked.data] : []),
  ]

  useEffect(() => {
    if (post) setValues(fromRecord(post))
  }, [post])

  if (editing && loading) return <Loading />
  if (editing && !post) {
    return (
      <Box sx={{ textAlign: 'center', py: 8 }}>
        <Typography sx={{ fontWeight: 700, mb: 2 }}>{translate('mapleserve.posts.form.not_found')}</Typography>
        <Button variant="contained" onClick={() => navigate('/admin/blogs')}>
          {translate('mapleserve.posts.form.back_to_list')}
        </Button>
      </Box>
    )
  }

  const busy = creating || updating
  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }))
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e))
  }
  const text =
    (field: 'title' | 'excerpt' | 'content' | 'author') => (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      set(field, e.target.value)

  function save(published: boolean) {
    const found = validate(values)
    if (Object.keys(found).length) {
      setErrors(found)
      notify('mapleserve.posts.form.required', { type: 'error' })
      return
    }
    const data = { ...values, title: values.title.trim(), published }
    const options = {
      onSuccess: () => {
        notify(published ? 'mapleserve.posts.form.published' : 'mapleserve.posts.form.draft_saved', { type: 'success' })
        navigate('/admin/blogs')
      },
      onError: (error: unknown) => {
        setErrors(serverErrors(error))
        notify(error instanceof Error && error.message ? error.message : 'mapleserve.posts.form.save_failed', {
          type: 'error',
        })
      },
    }
    if (editing && post)
      update('posts', { id: post.id, data, previousData: post }, { ...options, mutationMode: 'pessimistic' })
    else create('posts', { data }, options)
  }

  return (
    <Box>
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
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" color="inherit" disabled={busy} onClick={() => save(false)}>
            {translate('mapleserve.posts.form.save_draft')}
          </Button>
          <Button variant="contained" disabled={busy} onClick={() => save(true)}>
            {translate(post?.published ? 'mapleserve.posts.form.update_publish' : 'mapleserve.posts.form.publish')}
          </Button>
        </Box>
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 340px' }, alignItems: 'start' }}
      >
        <Card variant="outlined">
          <CardContent sx={{ display: 'grid', gap: 3 }}>
            <TextField
              label={translate('resources.posts.fields.title')}
              required
              value={values.title}
              onChange={text('title')}
              error={Boolean(errors.title)}
              helperText={message(errors.title)}
            />
            <TextField
              label={translate('resources.posts.fields.excerpt')}
              required
              multiline
              rows={3}
              value={values.excerpt}
              onChange={text('excerpt')}
              error={Boolean(errors.excerpt)}
              helperText={message(errors.excerpt)}
            />
            <TextField
              label={translate('resources.posts.fields.content')}
              required
              multiline
              rows={20}
              value={values.content}
              onChange={text('content')}
              error={Boolean(errors.content)}
              helperText={message(errors.content) ?? translate('mapleserve.posts.form.content_tip')}
              sx={{ '& textarea:not([aria-hidden])': { minHeight: 400, resize: 'vertical' } }}
            />
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Card variant="outlined">
            <CardContent>
              <ImageUpload
                value={values.image}
                alt={values.title}
                error={errors.image}
                onChange={(image) => set('image', image)}
              />
            </CardContent>
          </Card>
          <Card variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 2.5 }}>
              <TextField
                select
                label={translate('resources.posts.fields.language', { _: 'Language' })}
                value={values.language}
                onChange={(e) => {
                  const language = e.target.value as PostLanguage
                  // A translation is always in the other language: changing the language drops the link.
                  setValues((v) => ({
                    ...v,
                    language,
                    translation_id: language === v.language ? v.translation_id : null,
                  }))
                  setErrors((er) => ({ ...er, language: undefined, translation_id: undefined }))
                }}
                error={Boolean(errors.language)}
                helperText={errors.language}
              >
                {POST_LANGUAGES.map((l) => (
                  <MenuItem key={l} value={l}>
                    {translate(languageNameKey(l))}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={translate('resources.posts.fields.translation_id', { _: 'Translation' })}
                value={values.translation_id ?? ''}
                onChange={(e) => set('translation_id', e.target.value === '' ? null : Number(e.target.value))}
                error={Boolean(errors.translation_id)}
                helperText={errors.translation_id}
              >
                <MenuItem value="">
                  <em>{translate('mapleserve.posts.translation.none', { _: 'No translation' })}</em>
                </MenuItem>
                {translationOptions.map((p) => (
                  <MenuItem
                    key={p.id}
                    value={p.id}
                    disabled={p.translation_id !== null && p.translation_id !== post?.id}
                    lang={p.language}
                  >
                    {p.title}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                label={translate('resources.posts.fields.category')}
                value={values.category}
                onChange={(e) => set('category', e.target.value)}
                error={Boolean(errors.category)}
                helperText={message(errors.category)}
              >
                {POST_CATEGORIES.map((c) => (
                  <MenuItem key={c} value={c}>
                    {translate(categoryKey(c), { _: c })}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label={translate('resources.posts.fields.author')}
                value={values.author}
                onChange={text('author')}
                error={Boolean(errors.author)}
                helperText={message(errors.author)}
              />
              <StandaloneAuthorInput
                value={values.author_id}
                error={message(errors.author_id)}
                onChange={(authorId) => set('author_id', authorId)}
              />
              <FormControlLabel
                control={<Checkbox checked={values.featured} onChange={(e) => set('featured', e.target.checked)} />}
                label={translate('mapleserve.posts.form.featured_label')}
              />
              <TagsInput value={values.tags} onChange={(tags) => set('tags', tags)} />
            </CardContent>
          </Card>
        </Box>
      </Box>
    </Box>
  )
}
