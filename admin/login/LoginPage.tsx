import { useState, type FormEvent } from 'react'
import { Alert, Box, Button, Card, CardContent, IconButton, InputAdornment, TextField, Typography } from '@mui/material'
import { Eye, EyeOff, Info } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import { useAuthProvider, useAuthState } from 'react-admin'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { Loading } from '../common/Loading'
import { Logo } from '../layout/Logo'

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
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [showPassword, setShowPassword] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')

  if (isPending) return <Loading />
  if (authenticated && !busy) return <Navigate to={nextPath(location.state)} replace />

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setBusy(true)
    setError('')
    try {
      await authProvider!.login({ email, password })
      // The guard cached "signed out" before this sign-in: refresh it before entering.
      await queryClient.invalidateQueries({ queryKey: ['auth'] })
      navigate(nextPath(location.state), { replace: true })
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Failed to sign in')
      setBusy(false)
    }
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 440, boxShadow: '0 10px 30px rgb(27 31 36 / 0.08)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Logo />
          </Box>
          <Typography component="h1" variant="h5" sx={{ fontWeight: 700, textAlign: 'center' }}>
            Admin Sign In
          </Typography>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
            Sign in to manage your blog content
          </Typography>
          {error ? (
            <Alert severity="error" variant="filled" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          ) : null}
          <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label="Email Address"
              type="email"
              name="email"
              autoComplete="username"
              required
              autoFocus
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <TextField
              label="Password"
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
                        aria-label={showPassword ? 'Hide password' : 'Show password'}
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
              {busy ? 'Signing in...' : 'Sign In'}
            </Button>
          </Box>
          <Alert severity="info" role="note" icon={<Info size={20} />} sx={{ mt: 3 }}>
            Accounts are created by an administrator. There is no self sign-up: ask your administrator if you need
            access.
          </Alert>
        </CardContent>
      </Card>
    </Box>
  )
}
