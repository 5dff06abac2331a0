import { Suspense } from 'react'
import { Box, Card, CardContent, Checkbox, FormControlLabel, MenuItem, TextField } from '@mui/material'
import { TextInput, required, useGetList, useGetOne, useInput, useRecordContext, useTranslate } from 'react-admin'
import { useFormContext, useWatch } from 'react-hook-form'
import { preloadable } from '../common/preloadable'
import { useNotifyOnError } from '../common/useNotifyOnError'
import type { ImageSet } from '../dataProvider'
import { ImageUpload } from './ImageUpload'
import {
  POST_CATEGORIES,
  POST_LANGUAGES,
  categoryKey,
  languageNameKey,
  otherLanguage,
  type PostLanguage,
  type PostRecord,
} from './post'
import { TagsInput } from './TagsInput'
import { AuthorInput } from '../users/AuthorInput'
import { MediaPickerButton } from '../media/MediaPicker'

const RA_PREFIX = '@@react-admin@@'

/** react-admin stores a validator's message as a key, serialized when it has arguments; a server's text as is. */
function errorKey(message: string | undefined): string | undefined {
  if (!message?.startsWith(RA_PREFIX)) return message || undefined
  try {
    return (JSON.parse(message.slice(RA_PREFIX.length)) as { message?: string }).message
  } catch {
    return message
  }
}

function useErrorText() {
  const translate = useTranslate()
  return (error: { message?: string } | undefined) => {
    const key = errorKey(error?.message)
    return key ? translate(key, { _: key }) : undefined
  }
}

/**
 * The live preview in its own chunk (the editor's first screen does not wait for it), asked for with the editor's
 * code so it is usually there by the time the post is; until it is, its frame holds its place (under Content below
 * 1280 px, where its arrival pushed the panels below it, the revisions among them, 416 px down).
 */
const markdownPreview = preloadable(() => import('./MarkdownPreview').then((m) => m.MarkdownPreview))
markdownPreview.preload().catch(() => undefined)

function PreviewFrame() {
  return <Box sx={{ minHeight: 400, border: 1, borderColor: 'divider', borderRadius: 1 }} />
}

/**
 * Title*, the address, Excerpt* (3 rows), Content* (20 rows, min 400 px, the tip; spec section 5
 * messages) beside a live preview of the post as the site renders it (under it on narrow screens).
 */
export function ContentFields() {
  const translate = useTranslate()
  return (
    <>
      <TextInput source="title" validate={required('mapleserve.posts.form.title_required')} variant="outlined" />
      <TextInput
        source="slug"
        label={translate('editorial.slug.label')}
        helperText={translate('editorial.slug.help')}
        variant="outlined"
      />
      <TextInput
        source="excerpt"
        multiline
        rows={3}
        validate={required('mapleserve.posts.form.excerpt_required')}
        variant="outlined"
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: 'minmax(0, 1fr)',
          '@media (min-width: 1280px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' },
        }}
      >
        <TextInput
          source="content"
          multiline
          rows={20}
          validate={required('mapleserve.posts.form.content_required')}
          helperText={translate('mapleserve.posts.form.content_tip')}
          variant="outlined"
          sx={{
            m: 0,
            '& textarea:not([aria-hidden])': { minHeight: 400, resize: 'vertical' },
            '& .MuiFormHelperText-root': { whiteSpace: 'pre-line' },
          }}
        />
        <Suspense fallback={<PreviewFrame />}>
          <markdownPreview.Screen />
        </Suspense>
      </Box>
      <MediaPickerButton mode="insert" />
    </>
  )
}

function ImageInput() {
  const { field, fieldState } = useInput<ImageSet | null>({
    source: 'image',
    validate: required('mapleserve.posts.form.image_required'),
  })
  const title = useWatch({ name: 'title' }) as string | undefined
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <ImageUpload
        value={(field.value as ImageSet | null) ?? null}
        alt={title ?? ''}
        error={errorKey(fieldState.error?.message)}
        onChange={(image) => field.onChange(image)}
      />
      <MediaPickerButton mode="cover" />
    </Box>
  )
}

/** Posts of the other language (those linked to a third post are disabled). */
function TranslationInput() {
  const translate = useTranslate()
  const errorText = useErrorText()
  const record = useRecordContext<PostRecord>()
  const language = ((useWatch({ name: 'language' }) as PostLanguage | undefined) ?? 'en') as PostLanguage
  const { field, fieldState } = useInput<number | null>({ source: 'translation_id' })
  // useInput formats a null translation_id as '' (react-admin's default format): that is no translation too, and
  // asking for post '' was GET /api/admin/posts/ on every untranslated post (a new one included).
  const raw = field.value as number | '' | null | undefined
  const value = raw === '' || raw === null || raw === undefined ? null : Number(raw)
  const candidates = useGetList<PostRecord>('posts', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'title', order: 'ASC' },
    filter: { language: otherLanguage(language) },
  })
  useNotifyOnError(candidates.error, 'mapleserve.posts.translation.load_failed')
  const missing = value !== null && !(candidates.data ?? []).some((p) => p.id === value)
  const linked = useGetOne<PostRecord>('posts', { id: value ?? 0 }, { enabled: missing && !candidates.isPending })
  const options = [
    ...(candidates.data ?? []),
    ...(missing && linked.data?.language === otherLanguage(language) ? [linked.data] : []),
  ]
  return (
    <TextField
      select
      label={translate('resources.posts.fields.translation_id', { _: 'Translation' })}
      value={value ?? ''}
      onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error)}
    >
      <MenuItem value="">
        <em>{translate('mapleserve.posts.translation.none', { _: 'No translation' })}</em>
      </MenuItem>
      {options.map((p) => (
        <MenuItem
          key={p.id}
          value={p.id}
          disabled={p.translation_id !== null && p.translation_id !== record?.id}
          lang={p.language}
        >
          {p.title}
        </MenuItem>
      ))}
    </TextField>
  )
}

function LanguageInput() {
  const translate = useTranslate()
  const { setValue } = useFormContext()
  const { field } = useInput<PostLanguage>({ source: 'language' })
  return (
    <TextField
      select
      label={translate('resources.posts.fields.language', { _: 'Language' })}
      value={(field.value as string | undefined) ?? 'en'}
      onChange={(e) => {
        field.onChange(e.target.value)
        // A translation is always in the other language: changing the language drops the link.
        setValue('translation_id', null, { shouldDirty: true })
      }}
    >
      {POST_LANGUAGES.map((l) => (
        <MenuItem key={l} value={l}>
          {translate(languageNameKey(l))}
        </MenuItem>
      ))}
    </TextField>
  )
}

function CategoryInput() {
  const translate = useTranslate()
  const errorText = useErrorText()
  const { field, fieldState } = useInput<string>({ source: 'category' })
  return (
    <TextField
      select
      label={translate('resources.posts.fields.category')}
      value={(field.value as string | undefined) ?? 'QSR'}
      onChange={(e) => field.onChange(e.target.value)}
      error={Boolean(fieldState.error)}
      helperText={errorText(fieldState.error)}
    >
      {POST_CATEGORIES.map((c) => (
        <MenuItem key={c} value={c}>
          {translate(categoryKey(c), { _: c })}
        </MenuItem>
      ))}
    </TextField>
  )
}

function FeaturedInput() {
  const translate = useTranslate()
  const { field } = useInput<boolean>({ source: 'featured' })
  return (
    <FormControlLabel
      control={<Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />}
      label={translate('mapleserve.posts.form.featured_label')}
    />
  )
}

function TagsField() {
  const { field } = useInput<string[]>({ source: 'tags' })
  return <TagsInput value={(field.value as string[] | undefined) ?? []} onChange={(tags) => field.onChange(tags)} />
}

/** The right column: image, language and translation, category, author, featured, tags. */
export function SettingsFields() {
  return (
    <>
      <Card variant="outlined">
        <CardContent>
          <ImageInput />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2.5 }}>
          <LanguageInput />
          <TranslationInput />
          <CategoryInput />
          <TextInput source="author" variant="outlined" helperText={false} />
          <AuthorInput />
          <FeaturedInput />
          <Box>
            <TagsField />
          </Box>
        </CardContent>
      </Card>
    </>
  )
}
