import { Alert, Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material'
import { UserCog } from 'lucide-react'
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin'
import { Link } from 'react-router'
import { PageHeader } from '../common/PageHeader'
import { ADMIN_LOCALES, isAdminLocale, localeNames } from '../i18n'
import { useAdminLocale } from '../i18n/useAdminLocale'
import { ChangePasswordCard } from './ChangePasswordCard'
import { PublicProfileCard } from './PublicProfileCard'
import { SecuritySettingsCard } from '../accounts/SecuritySettingsCard'
import { SessionsCard } from '../accounts/SessionsCard'
import { TwoFactorCard } from '../accounts/TwoFactorCard'
import { currentMe } from '../session'
import { LeadDeskSettingsCard } from '../leads/LeadDeskSettingsCard'
import { PrivacyCard } from '../leads/PrivacyCard'

/** The account's admin language, saved on the account (PATCH /api/auth/me) and applied at once. */
function LanguageCard() {
  const translate = useTranslate()
  const { locale, changeLocale, busy } = useAdminLocale()
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {translate('mapleserve.language.settings_title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('mapleserve.language.settings_help')}
        </Typography>
        <TextField
          select
          label={translate('mapleserve.language.label')}
          value={locale}
          disabled={busy}
          onChange={(e) => {
            if (isAdminLocale(e.target.value)) void changeLocale(e.target.value)
          }}
          sx={{ width: 240, maxWidth: '100%' }}
        >
          {ADMIN_LOCALES.map((value) => (
            <MenuItem key={value} value={value} lang={value}>
              {localeNames[value]}
            </MenuItem>
          ))}
        </TextField>
      </CardContent>
    </Card>
  )
}

/** /admin/settings: language and own password; administrators also reach user management from here. */
export function SettingsPage() {
  const { permissions } = usePermissions()
  const { identity } = useGetIdentity()
  const translate = useTranslate()
  return (
    <>
      <PageHeader
        title={translate('mapleserve.settings.title')}
        subtitle={translate('mapleserve.settings.signed_in_as', {
          email: typeof identity?.email === 'string' ? identity.email : translate('mapleserve.app.admin'),
        })}
      />
      <Box sx={{ display: 'grid', gap: 3 }}>
        {currentMe()?.twoFactorRequired ? (
          <Alert severity="warning">{translate('accounts.two_factor.required')}</Alert>
        ) : null}
        <LanguageCard />
        <PublicProfileCard />
        <ChangePasswordCard />
        <TwoFactorCard />
        <SessionsCard />
        {permissions === 'admin' ? <SecuritySettingsCard /> : null}
        {permissions === 'admin' ? <LeadDeskSettingsCard /> : null}
        {permissions === 'admin' ? <PrivacyCard /> : null}
        {permissions === 'admin' ? (
          <Card variant="outlined">
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                {translate('mapleserve.settings.users_title')}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {translate('mapleserve.settings.users_help')}
              </Typography>
              <Button component={Link} to="/admin/users" variant="outlined" startIcon={<UserCog size={18} />}>
                {translate('mapleserve.settings.manage_users')}
              </Button>
            </CardContent>
          </Card>
        ) : null}
      </Box>
    </>
  )
}
