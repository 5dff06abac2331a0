import { Box, Link, Typography } from '@mui/material'
import { TextInput, maxLength, regex, useLocaleState, useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { AvatarInput } from './AvatarInput'

const validateName = [maxLength(80)]
const validateBio = [maxLength(300)]
const validateSlug = [regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'profiles.profile.slug_invalid'), maxLength(80)]

/**
 * "Public profile" inputs (publicName, bio, avatar, authorSlug) inside a react-admin form: the user
 * edit screen and one's own Settings. The server re-checks everything and makes the slug when empty.
 */
export function PublicProfileInputs({ help }: { help: string }) {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const slug = useWatch({ name: 'authorSlug' }) as string | null | undefined
  const savedSlug = typeof slug === 'string' && /^[a-z0-9-]+$/.test(slug) ? slug : ''
  return (
    <Box sx={{ width: '100%' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {translate('profiles.profile.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(help)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1, maxWidth: 640 }}>
        <TextInput source="publicName" label="profiles.profile.public_name" validate={validateName} />
        <TextInput
          source="bio"
          label="profiles.profile.bio"
          multiline
          minRows={2}
          validate={validateBio}
          helperText="profiles.profile.bio_help"
        />
        <AvatarInput />
        <TextInput
          source="authorSlug"
          label="profiles.profile.author_slug"
          validate={validateSlug}
          helperText="profiles.profile.slug_help"
        />
        {savedSlug ? (
          <Link href={`${locale === 'fr' ? '/fr' : ''}/blog/author/${savedSlug}`} target="_blank" rel="noopener">
            {translate('profiles.profile.view_page')}
          </Link>
        ) : null}
      </Box>
    </Box>
  )
}
