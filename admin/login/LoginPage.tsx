import { useState, type FormEvent } from 'react'
import { Alert, Box, Button, IconButton, InputAdornment, TextField } from '@mui/material'
import { Eye, EyeOff, Info } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import { useAuthProvider, useAuthState, useLocaleState, useTranslate } from 'react-admin'
import { Link, Navigate, useLocation, useNavigate } from 'react-router'
import { SecondFactorNeeded, SignInError } from '../authProvider'
import { SecondFactorForm } from '../accounts/SecondFactorForm'
import { Loading } from '../common/Loading'
import { currentMe } from '../session'
import { AuthCard } from './AuthCard'

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
    <AuthCard title={translate('mapleserve.login.title')} subtitle={translate('mapleserve.login.subtitle')}>
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
      <Box sx={{ mt: 1.5, textAlign: 'center', display: secondStep ? 'none' : 'block' }}>
        <Button component={Link} to="/admin/forgot-password">
          {translate('shell.forgot.link')}
        </Button>
      </Box>
      <Alert severity="info" role="note" icon={<Info size={20} />} sx={{ mt: 2 }}>
        {translate('mapleserve.login.no_signup')}
      </Alert>
    </AuthCard>
  )
}
