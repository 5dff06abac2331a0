import { Box, Button, Card, CardContent, CircularProgress, Typography } from '@mui/material'
import { ArrowRight, CalendarDays, FileCheck, FilePen, FileText, Languages, Plus } from 'lucide-react'
import type { ComponentType } from 'react'
import { useGetList, useLocaleState, useTranslate } from 'react-admin'
import { Link } from 'react-router'
import { VisitorsCard } from '../analytics/VisitorsCard'
import { PageHeader } from '../common/PageHeader'
import { useNotifyOnError } from '../common/useNotifyOnError'
import { firstOfMonthIso, categoryKey, formatDate, languageNameKey, type PostRecord } from '../posts/post'
import { PostThumb } from '../posts/PostThumb'
import { StatusBadge } from '../posts/StatusBadge'
import { colors } from '../theme'
import { DashboardGrid } from './cards'

const one = { page: 1, perPage: 1 }

function useCount(filter: Record<string, unknown>) {
  const { total, isPending, error } = useGetList<PostRecord>('posts', { pagination: one, filter })
  useNotifyOnError(error, 'mapleserve.dashboard.counts_failed')
  return { total: total ?? 0, isPending }
}

function StatCard({
  label,
  value,
  icon: Icon,
  loading,
}: {
  label: string
  value: number
  icon: ComponentType<{ size?: number }>
  loading: boolean
}) {
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography color="text.secondary" sx={{ fontSize: '0.9rem', fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2 }}>{loading ? '–' : value}</Typography>
        </Box>
        <Box
          aria-hidden="true"
          sx={{
            width: 48,
            height: 48,
            borderRadius: 3,
            bgcolor: colors.emberWash,
            color: colors.ember,
            display: 'grid',
            placeItems: 'center',
          }}
        >
          <Icon size={22} />
        </Box>
      </CardContent>
    </Card>
  )
}

/** Published posts with no linked translation (issue 9), each linking to its edit page. */
function UntranslatedCard() {
  const translate = useTranslate()
  const { data, total, isPending, error } = useGetList<PostRecord>('posts', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'createdAt', order: 'DESC' },
    filter: { missing_translation: true },
  })
  useNotifyOnError(error, 'mapleserve.dashboard.untranslated.load_failed')
  const languageLabel = translate('mapleserve.dashboard.untranslated.language', { _: 'Language' })
  return (
    <Card variant="outlined" sx={{ mt: 3 }} data-testid="untranslated-posts">
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Languages size={20} aria-hidden="true" />
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {translate('mapleserve.dashboard.untranslated.title', { _: 'Published posts without a translation' })}
            {total ? ` (${total})` : ''}
          </Typography>
        </Box>
        {isPending ? (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label={translate('mapleserve.app.loading')} />
          </Box>
        ) : !data?.length ? (
          <Typography color="text.secondary">
            {translate('mapleserve.dashboard.untranslated.empty', {
              _: 'Every published post has its translation.',
            })}
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.map((post) => (
              <Box
                component="li"
                key={post.id}
                sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Link to={`/admin/blogs/${post.id}/edit`} lang={post.language}>
                    {post.title}
                  </Link>
                </Box>
                <Typography color="text.secondary" sx={{ fontSize: '0.875rem', whiteSpace: 'nowrap' }}>
                  {languageLabel}: {translate(languageNameKey(post.language))}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  )
}

/** /admin/dashboard (product-spec "Admin dashboard"). */
export function Dashboard() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const total = useCount({})
  const published = useCount({ published: true })
  const drafts = useCount({ published: false })
  const thisMonth = useCount({ createdFrom: firstOfMonthIso() })
  const recent = useGetList<PostRecord>('posts', {
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'createdAt', order: 'DESC' },
  })
  useNotifyOnError(recent.error, 'mapleserve.dashboard.recent_failed')

  return (
    <>
      <PageHeader
        title={translate('mapleserve.dashboard.title')}
        subtitle={translate('mapleserve.dashboard.subtitle')}
        actions={
          <Button component={Link} to="/admin/blogs/new" variant="contained" startIcon={<Plus size={18} />}>
            {translate('mapleserve.dashboard.new_post')}
          </Button>
        }
      />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 4 }}
      >
        <StatCard
          label={translate('mapleserve.dashboard.total')}
          value={total.total}
          icon={FileText}
          loading={total.isPending}
        />
        <StatCard
          label={translate('mapleserve.dashboard.published')}
          value={published.total}
          icon={FileCheck}
          loading={published.isPending}
        />
        <StatCard
          label={translate('mapleserve.dashboard.drafts')}
          value={drafts.total}
          icon={FilePen}
          loading={drafts.isPending}
        />
        <StatCard
          label={translate('mapleserve.dashboard.this_month')}
          value={thisMonth.total}
          icon={CalendarDays}
          loading={thisMonth.isPending}
        />
      </Box>
      <VisitorsCard />
      <Card variant="outlined">
        <CardContent>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
            <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
              {translate('mapleserve.dashboard.recent')}
            </Typography>
            <Button component={Link} to="/admin/blogs" endIcon={<ArrowRight size={16} />}>
              {translate('mapleserve.dashboard.view_all')}
            </Button>
          </Box>
          {recent.isPending ? (
            <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
              <CircularProgress aria-label={translate('ra.page.loading')} />
            </Box>
          ) : !recent.data?.length ? (
            <Box sx={{ textAlign: 'center', py: 6 }}>
              <Typography sx={{ fontWeight: 600, mb: 2 }}>{translate('mapleserve.dashboard.empty')}</Typography>
              <Button component={Link} to="/admin/blogs/new" variant="contained" startIcon={<Plus size={18} />}>
                {translate('mapleserve.dashboard.create_first')}
              </Button>
            </Box>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {recent.data.map((post) => (
                <Box
                  component="li"
                  key={post.id}
                  sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}
                >
                  <PostThumb image={post.image} size={56} />
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    {/* One line on wide screens; on a phone two lines, so the title can be read. */}
                    <Typography
                      sx={{
                        fontWeight: 600,
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: { sm: 'nowrap' },
                        display: { xs: '-webkit-box', sm: 'block' },
                        WebkitLineClamp: { xs: 2 },
                        WebkitBoxOrient: 'vertical',
                      }}
                    >
                      {post.title}
                    </Typography>
                    <Typography color="text.secondary" sx={{ fontSize: '0.875rem' }}>
                      {translate(categoryKey(post.category), { _: post.category })} ·{' '}
                      {formatDate(post.createdAt, locale)}
                    </Typography>
                    <Box sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.5 }}>
                      <StatusBadge published={post.published} />
                    </Box>
                  </Box>
                  <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
                    <StatusBadge published={post.published} />
                  </Box>
                  <Button
                    component={Link}
                    to={`/admin/blogs/${post.id}/edit`}
                    aria-label={translate('mapleserve.dashboard.edit_post', { title: post.title })}
                    sx={{ minWidth: 44, width: 44, height: 44, p: 0 }}
                  >
                    <ArrowRight size={20} />
                  </Button>
                </Box>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
      <UntranslatedCard />
      <DashboardGrid />
    </>
  )
}
