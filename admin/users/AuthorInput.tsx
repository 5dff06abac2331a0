import { useEffect } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { AutocompleteInput, ReferenceInput } from 'react-admin'

interface AuthorChoice {
  id: number
  name: string
  publicName: string | null
}

/**
 * The post editor's author: a ReferenceInput on `author_id` (a user id). It reads /api/admin/authors,
 * the read-only list of accounts editors may see too (/api/admin/users is for administrators).
 * Empty means no author account: the post keeps its free-text author.
 */
export function AuthorInput() {
  return (
    <ReferenceInput source="author_id" reference="authors" sort={{ field: 'email', order: 'ASC' }} perPage={50}>
      <AutocompleteInput<AuthorChoice>
        label="profiles.author.label"
        helperText="profiles.author.help"
        optionText="name"
        filterToQuery={(q: string) => ({ q })}
        parse={(value: unknown) => (value === '' || value === undefined ? null : value)}
        fullWidth
      />
    </ReferenceInput>
  )
}

/**
 * AuthorInput outside a react-admin form (today's hand-built PostForm): a form context of its own,
 * without a <form> element, reporting each change. Drop it once the post editor is a SimpleForm.
 */
export function StandaloneAuthorInput({
  value,
  error,
  onChange,
}: {
  value: number | null
  error?: string
  onChange: (authorId: number | null) => void
}) {
  const form = useForm<{ author_id: number | null }>({ values: { author_id: value } })
  const watched = useWatch({ control: form.control, name: 'author_id' })
  useEffect(() => {
    const next = typeof watched === 'number' ? watched : null
    if (next !== value) onChange(next)
  }, [watched]) // eslint-disable-line react-hooks/exhaustive-deps -- only the picked author drives this
  useEffect(() => {
    if (error) form.setError('author_id', { type: 'server', message: error })
    else form.clearErrors('author_id')
  }, [error, form])
  return (
    <FormProvider {...form}>
      <AuthorInput />
    </FormProvider>
  )
}
