import { Box, Button } from '@mui/material'
import { useDataProvider, useNotify, useTranslate } from 'react-admin'
import type { AdminDataProvider } from '../dataProvider'

/** Users screen (administrators): reset a user's two-factor sign-in, sign them out everywhere. */
export function UserSecurityActions({ userId }: { userId: number }) {
  const translate = useTranslate()
  const notify = useNotify()
  const dataProvider = useDataProvider<AdminDataProvider>()

  async function post(action: 'reset-2fa' | 'end-sessions', done: string) {
    try {
      await dataProvider.userSecurityAction(userId, action)
      notify(done, { type: 'success' })
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'accounts.errors.failed', { type: 'error' })
    }
  }

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button size="small" onClick={() => void post('reset-2fa', 'accounts.users.reset_done')}>
        {translate('accounts.users.reset_2fa')}
      </Button>
      <Button size="small" onClick={() => void post('end-sessions', 'accounts.users.end_done')}>
        {translate('accounts.users.end_sessions')}
      </Button>
    </Box>
  )
}
