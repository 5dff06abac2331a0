import { Box, Button, Card, CardContent, Typography } from '@mui/material'
import { UserCog } from 'lucide-react'
import { useGetIdentity, usePermissions } from 'react-admin'
import { Link } from 'react-router'
import { PageHeader } from '../common/PageHeader'
import { ChangePasswordCard } from './ChangePasswordCard'

/** /admin/settings: own password; administrators also reach user management from here. */
export function SettingsPage() {
  const { permissions } = usePermissions()
  const { identity } = useGetIdentity()
  return (
    <>
      <PageHeader
        title="Settings"
        subtitle={`Signed in as ${typeof identity?.email === 'string' ? identity.email : 'Admin'}`}
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        <ChangePasswordCard />
        {permissions === 'admin' ? (
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                Users
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                Create accounts for your team, set their role (admin or editor) and disable accounts that should no
                longer sign in.
              </Typography>
              <Button component={Link} to="/admin/users" variant="outlined" startIcon={<UserCog size={18} />}>
                Manage users
              </Button>
            </CardContent>
          </Card>
        ) : null}
      </Box>
    </>
  )
}
