import { lazy, useState } from 'react'
import { Admin, CustomRoutes, Resource, type I18nProvider, type Store } from 'react-admin'
import { createBrowserRouter, Route, RouterProvider } from 'react-router'
import audit from './audit'
import { authProvider } from './authProvider'
import blogs from './blogs'
import bookings, { availability, bookingSettings, holidays } from './bookings'
import { Loading } from './common/Loading'
import { adminRouterProvider } from './common/navigation-guard'
import { Dashboard } from './dashboard/Dashboard'
import { dataProvider } from './dataProvider'
import { AdminLayout } from './layout/Layout'
import { guarded, NotAllowed } from './layout/NotAllowed'
import leads from './leads'
import { LoginPage } from './login/LoginPage'
import { ForgotPasswordPage } from './login/ForgotPasswordPage'
import { ResetPasswordPage } from './login/ResetPasswordPage'
import media from './media'
import redirects from './redirects'
import newsletters from './newsletters'
import subscribers from './subscribers'
import { theme } from './theme'
import users from './users'

const AdminLoading = () => <Loading />

// Screens that are not resources load on demand: the first load stays small.
const SettingsPage = lazy(() => import('./settings/SettingsPage').then((m) => ({ default: m.SettingsPage })))
const StatusPage = guarded(
  'status',
  lazy(() => import('./status/StatusPage').then((m) => ({ default: m.StatusPage }))),
)
const AnalyticsPage = guarded(
  'analytics',
  lazy(() => import('./analytics/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage }))),
)

/**
 * The back office under /admin with path routes (a browser router; the server answers index.html
 * for every /admin path). /admin is the sign-in page (mounted once, with the password-reset pages
 * beside it); everything else needs a session and sits in the layout. Each resource's folder
 * exports its views ({ list, edit, create, icon }); admin-only ones answer an editor with the
 * not-allowed page (authProvider.canAccess).
 */
function BackOffice({ i18nProvider, store }: AppProps) {
  return (
    <Admin
      basename="/admin"
      routerProvider={adminRouterProvider}
      title="MapleServe Admin"
      disableTelemetry
      i18nProvider={i18nProvider}
      store={store}
      requireAuth
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={false}
      layout={AdminLayout}
      theme={theme}
      loading={AdminLoading}
      accessDenied={NotAllowed}
    >
      {/* The spec's URLs: /admin/blogs, /admin/blogs/new, /admin/blogs/:id/edit (API resource: posts). */}
      <Resource name="blogs" list={blogs.list} icon={blogs.icon}>
        <Route path="new" element={<blogs.create />} />
        <Route path=":id/edit" element={<blogs.edit />} />
      </Resource>
      <Resource name="media" {...media} />
      <Resource name="leads" {...leads} />
      <Resource name="subscribers" {...subscribers} />
      <Resource name="newsletters" {...newsletters} />
      <Resource name="users" {...users} />
      <Resource name="audit" {...audit} />
      <Resource name="redirects" {...redirects} />
      <Resource name="authors" />
      <Resource name="bookings" {...bookings} />
      <Resource name="availability" {...availability} />
      <Resource name="holidays" {...holidays} />
      <Resource name="booking-settings" {...bookingSettings} />
      <CustomRoutes noLayout>
        <Route path="/" element={<LoginPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        <Route path="/reset-password" element={<ResetPasswordPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/status" element={<StatusPage />} />
        <Route path="/analytics" element={<AnalyticsPage />} />
      </CustomRoutes>
    </Admin>
  )
}

interface AppProps {
  /** admin/i18n: English and French, started in the user's (or the browser's) language. */
  i18nProvider: I18nProvider
  store: Store
}

/**
 * A data router (createBrowserRouter): react-router blocks navigation only in one, and react-admin's
 * warnWhenUnsavedChanges (and useWarnWhenDirty) need that to ask before leaving a changed form.
 */
export function App(props: AppProps) {
  const [router] = useState(() => createBrowserRouter([{ path: '/admin/*', element: <BackOffice {...props} /> }]))
  return <RouterProvider router={router} />
}
