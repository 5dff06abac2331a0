import { Card, CardContent } from '@mui/material'
import type { FieldValues } from 'react-hook-form'
import { Form, HttpError, SaveButton, useNotify } from 'react-admin'
import { PublicProfileInputs } from '../users/PublicProfileInputs'
import type { ImageSet } from '../dataProvider'
import { currentMe, getCsrfToken, loadMe, readMessage, setSession, type Me } from '../session'

interface ProfileValues {
  publicName: string | null
  bio: string | null
  avatar: ImageSet | null
  authorSlug: string | null
}

/** PATCH /api/auth/me with the profile fields; a 400's per-field messages go back to the form. */
async function saveProfile(values: ProfileValues): Promise<Me> {
  const res = await fetch('/api/auth/me', {
    method: 'PATCH',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-CSRF-Token': getCsrfToken() },
    body: JSON.stringify(values),
  })
  if (!res.ok) {
    const body = (await res
      .clone()
      .json()
      .catch(() => ({}))) as { errors?: Record<string, string> }
    throw new HttpError(await readMessage(res, 'profiles.profile.failed'), res.status, body)
  }
  const body = (await res.json()) as { user: Me; csrfToken: string }
  setSession(body.user, body.csrfToken)
  return body.user
}

/** Settings › Public profile: the signed-in user's own author name, bio, avatar and page address. */
export function PublicProfileCard() {
  const notify = useNotify()
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
          record={record}
          onSubmit={async (values: FieldValues) => {
            try {
              await saveProfile(values as ProfileValues)
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
