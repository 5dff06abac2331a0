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
