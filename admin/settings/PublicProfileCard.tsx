import { Card, CardContent } from '@mui/material'
import type { FieldValues } from 'react-hook-form'
import { Form, HttpError, SaveButton, useDataProvider, useNotify } from 'react-admin'
import { PublicProfileInputs } from '../users/PublicProfileInputs'
import type { AdminDataProvider, ImageSet } from '../dataProvider'
import { currentMe, loadMe, setSession } from '../session'

interface ProfileValues {
  publicName: string | null
  bio: string | null
  avatar: ImageSet | null
  authorSlug: string | null
}

/** Settings › Public profile: the signed-in user's own author name, bio, avatar and page address. */
export function PublicProfileCard() {
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()
  const me = currentMe()
  const record: ProfileValues = {
    publicName: me?.publicName ?? null,
    bio: me?.bio ?? null,
    avatar: me?.avatar ?? null,
    authorSlug: me?.authorSlug ?? null,
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Form
          warnWhenUnsavedChanges
          record={record}
          onSubmit={async (values: FieldValues) => {
            try {
              const saved = await dataProvider.updateMe(values as ProfileValues & Record<string, unknown>)
              setSession(saved.user, saved.csrfToken)
              await loadMe(true)
              notify('profiles.profile.saved', { type: 'success' })
              return undefined
            } catch (error) {
              notify(error instanceof Error && error.message ? error.message : 'profiles.profile.failed', {
                type: 'error',
              })
              return error instanceof HttpError
                ? (error.body as { errors?: Record<string, string> })?.errors
                : undefined
            }
          }}
        >
          <PublicProfileInputs help="profiles.profile.help_own" />
          <SaveButton label="profiles.profile.save" sx={{ mt: 2 }} />
        </Form>
      </CardContent>
    </Card>
  )
}
