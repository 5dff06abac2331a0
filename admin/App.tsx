import { lazy } from 'react'
import { Admin, CustomRoutes, Resource, type I18nProvider, type Store } from 'react-admin'
import { BrowserRouter, Route, Routes } from 'react-router'
import { authProvider } from './authProvider'
import { Loading } from './common/Loading'
import { Dashboard } from './dashboard/Dashboard'
import { dataProvider } from './dataProvider'
import { AdminLayout } from './layout/AdminLayout'
import { LoginPage } from './login/LoginPage'
import { PostList } from './posts/PostList'
import newsletters from './newsletters'
import { theme } from './theme'

const AdminLoading = () => <Loading />

// Editors and admin-only screens load on demand: the first load stays small.
const PostForm = lazy(() => import('./posts/PostForm').then((m) => ({ default: m.PostForm })))
const SettingsPage = lazy(() => import('./settings/SettingsPage').then((m) => ({ default: m.SettingsPage })))
const AuditPage = lazy(() => import('./accounts/AuditPage').then((m) => ({ default: m.AuditPage })))
const UsersPage = lazy(() => import('./users/UsersPage').then((m) => ({ default: m.UsersPage })))
const UserEdit = lazy(() => import('./users/UserEdit').then((m) => ({ default: m.UserEdit })))
const LeadList = lazy(() => import('./leads/LeadList').then((m) => ({ default: m.LeadList })))
const LeadEdit = lazy(() => import('./leads/LeadEdit').then((m) => ({ default: m.LeadEdit })))
const StatusPage = lazy(() => import('./status/StatusPage').then((m) => ({ default: m.StatusPage })))
const AnalyticsPage = lazy(() => import('./analytics/AnalyticsPage').then((m) => ({ default: m.AnalyticsPage })))
const RedirectsPage = lazy(() => import('./redirects/RedirectsPage').then((m) => ({ default: m.RedirectsPage })))
const MediaList = lazy(() => import('./media/MediaList').then((m) => ({ default: m.MediaList })))
const MediaEdit = lazy(() => import('./media/MediaEdit').then((m) => ({ default: m.MediaEdit })))
const SubscribersPage = lazy(() =>
  import('./subscribers/SubscribersPage').then((m) => ({ default: m.SubscribersPage })),
)

/**
 * The back office under /admin with path routes (a browser router; the server answers index.html
 * for every /admin path): /admin is the sign-in page, everything else needs a session.
 */
function BackOffice({ i18nProvider, store }: AppProps) {
  return (
    <Admin
      basename="/admin"
      title="MapleServe Admin"
      disableTelemetry
      i18nProvider={i18nProvider}
      store={store}
      requireAuth
      dataProvider={dataProvider}
      authProvider={authProvider}
      loginPage={LoginPage}
      layout={AdminLayout}
      theme={theme}
      loading={AdminLoading}
    >
      <Resource name="posts" />
      <Resource name="leads" list={LeadList} edit={LeadEdit} />
      <Resource name="subscribers" list={SubscribersPage} />
      <Resource name="newsletters" {...newsletters} />
      <Resource name="users" list={UsersPage} edit={UserEdit} />
      <Resource name="authors" />
      <Resource name="audit" />
      <Resource name="redirects" />
      <Resource name="media" list={MediaList} edit={MediaEdit} />
      <CustomRoutes noLayout>
        <Route path="/" element={<LoginPage />} />
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        <Route path="/blogs" element={<PostList />} />
        <Route path="/blogs/new" element={<PostForm />} />
        <Route path="/blogs/:id/edit" element={<PostForm />} />
        <Route path="/settings" element={<SettingsPage />} />
        <Route path="/audit" element={<AuditPage />} />
        <Route path="/status" element={<StatusPage />} />
        <Route path="/analytics" element={<AnalyticsPage />} />
        <Route path="/redirects" element={<RedirectsPage />} />
      </CustomRoutes>
    </Admin>
  )
}

interface AppProps {
  /** admin/i18n: English and French, started in the user's (or the browser's) language. */
  i18nProvider: I18nProvider
  store: Store
}

export function App(props: AppProps) {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/admin/*" element={<BackOffice {...props} />} />
      </Routes>
    </BrowserRouter>
  )
}
