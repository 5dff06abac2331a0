import { useState, type FormEvent } from 'react'
import { Alert, Box, Button, Card, CardContent, IconButton, InputAdornment, TextField, Typography } from '@mui/material'
import { Eye, EyeOff, Info } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import { useAuthProvider, useAuthState, useLocaleState, useTranslate } from 'react-admin'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { SecondFactorNeeded, SignInError } from '../authProvider'
import { SecondFactorForm } from '../accounts/SecondFactorForm'
import { Loading } from '../common/Loading'
import { LanguageMenu } from '../i18n/LanguageMenu'
import { Logo } from '../layout/Logo'
import { currentMe } from '../session'

const DASHBOARD = '/admin/dashboard'

/** Where to go after signing in: the guarded page that sent the user here, else the dashboard. */
function nextPath(state: unknown): string {
  const s = (state ?? {}) as { nextPathname?: unknown; nextSearch?: unknown }
  const path = typeof s.nextPathname === 'string' ? s.nextPathname : ''
  if (!path.startsWith('/admin/') || path === '/admin/' || path === '/admin/login') return DASHBOARD
  return path + (typeof s.nextSearch === 'string' ? s.nextSearch : '')
}

/** /admin: the sign-in page (product-spec "Admin sign-in"; decisions.md "Admin"). */
export function LoginPage() {
  const { authenticated, isPending } = useAuthState(undefined, false)
  const authProvider = useAuthProvider()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const translate = useTranslate()
  const [locale, setLocale] = useLocaleState()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [secondStep, setSecondStep] = useState(false)

  if (isPending) return <Loading />
  if (authenticated && !busy) return <Navigate to={nextPath(location.state)} replace />

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      await authProvider!.login({ email, password })
      await enter()
    } catch (err) {
      if (err instanceof SecondFactorNeeded) {
        setSecondStep(true)
        setBusy(false)
        return
      }
      if (err instanceof SignInError && err.status === 401) setError(translate('mapleserve.login.invalid'))
      else if (err instanceof Error && err.message) setError(translate(err.message, { _: err.message }))
      else setError(translate('mapleserve.login.failed'))
      setBusy(false)
    }
  }

  async function enter() {
    setBusy(true)
    // The guard cached "signed out" before this sign-in: refresh it before entering.
    await queryClient.invalidateQueries({ queryKey: ['auth'] })
    // The admin opens in the language saved on the account, whatever this page was shown in.
    const saved = currentMe()?.locale
    if (saved && saved !== locale) setLocale(saved)
    navigate(nextPath(location.state), { replace: true })
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Box sx={{ position: 'absolute', top: 12, right: 12 }}>
        <LanguageMenu />
      </Box>
      <Card sx={{ width: '100%', maxWidth: 440, boxShadow: '0 10px 30px rgb(27 31 36 / 0.08)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Logo />
          </Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
            {translate('mapleserve.login.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            {translate('mapleserve.login.subtitle')}
          </Typography>
          {error ? (
            <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          {secondStep ? <SecondFactorForm onDone={enter} /> : null}
          <Box component="form" onSubmit={submit} sx={{ display: secondStep ? 'none' : 'grid', gap: 2 }}>
            <TextField
              label={translate('mapleserve.login.email')}
              type="email"
              name="email"
              autoComplete="username"
              required
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label={translate('mapleserve.login.password')}
              type={showPassword ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        onClick={() => setShowPassword((v) => !v)}
                        aria-label={translate(
                          showPassword ? 'mapleserve.login.hide_password' : 'mapleserve.login.show_password',
                        )}
                        aria-pressed={showPassword}
                        edge="end"
                      >
                        {showPassword ? <EyeOff size={20} /> : <Eye size={20} />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {translate(busy ? 'mapleserve.login.submitting' : 'mapleserve.login.submit')}
            </Button>
          </Box>
          <Alert severity="info" role="note" icon={<Info size={20} />} sx={{ mt: 3 }}>
            {translate('mapleserve.login.no_signup')}
          </Alert>
        </CardContent>
      </Card>
    </Box>
  )
}
