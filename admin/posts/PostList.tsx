import { useEffect, useState } from 'react'
import { Box, Button, Card, CircularProgress, MenuItem, TextField, Typography } from '@mui/material'
import { Pencil, Plus, Search, Trash2 } from 'lucide-react'
import {
  ListContextProvider,
  Pagination,
  useDelete,
  useListController,
  useLocaleState,
  useNotify,
  useTranslate,
} from 'react-admin'
import { Link } from 'react-router'
import { PageHeader } from '../common/PageHeader'
import { useNotifyOnError } from '../common/useNotifyOnError'
import { colors } from '../theme'
import { DeletePostDialog } from './DeletePostDialog'
import { POST_LANGUAGES, categoryKey, formatDate, languageNameKey, type PostRecord } from './post'
import { PostThumb } from './PostThumb'
import { StatusBadge } from './StatusBadge'

type Status = 'all' | 'published' | 'draft' | 'scheduled'

const sorts = {
  newest: { field: 'createdAt', order: 'DESC' },
  oldest: { field: 'createdAt', order: 'ASC' },
  title: { field: 'title', order: 'ASC' },
} as const

/** /admin/blogs (product-spec "Admin blog list"), searched, filtered and paginated on the server. */
export function PostList() {
  const list = useListController<PostRecord>({ resource: 'posts', perPage: 10, sort: sorts.newest })
  const { data, total, isPending, error, filterValues, setFilters, sort, setSort, refetch } = list
  const notify = useNotify()
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const [search, setSearch] = useState(typeof filterValues.q === 'string' ? filterValues.q : '')
  const [toDelete, setToDelete] = useState<PostRecord | null>(null)
  const [deletePost, { isPending: deleting }] = useDelete<PostRecord>()
  useNotifyOnError(error, 'mapleserve.posts.list.load_failed')

  const status: Status =
    filterValues.status === 'published' || filterValues.status === 'draft' || filterValues.status === 'scheduled'
      ? filterValues.status
      : 'all'
  const language = typeof filterValues.language === 'string' ? filterValues.language : 'all'
  const filtering = Boolean(filterValues.q) || status !== 'all' || language !== 'all'
  const sortKey =
    (Object.keys(sorts) as (keyof typeof sorts)[]).find(
      (k) => sorts[k].field === sort.field && sorts[k].order === sort.order,
    ) ?? 'newest'

  useEffect(() => {
    const current = typeof filterValues.q === 'string' ? filterValues.q : ''
    if (search.trim() === current) return
    setFilters({ ...filterValues, q: search.trim() || undefined }, undefined, true)
  }, [search]) // eslint-disable-line react-hooks/exhaustive-deps -- only the typed text drives this

  const setStatus = (value: Status) => {
    const { status: _omit, ...rest } = filterValues
    setFilters(value === 'all' ? rest : { ...rest, status: value }, undefined, false)
  }

  const setLanguage = (value: string) => {
    const { language: _omit, ...rest } = filterValues
    setFilters(value === 'all' ? rest : { ...rest, language: value }, undefined, false)
  }

  const confirmDelete = () => {
    if (!toDelete) return
    deletePost(
      'posts',
      { id: toDelete.id, previousData: toDelete },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('mapleserve.posts.list.deleted', { type: 'success' })
          setToDelete(null)
          refetch()
        },
        onError: (err) => {
          notify(err instanceof Error && err.message ? err.message : 'mapleserve.posts.list.delete_failed', {
            type: 'error',
          })
          setToDelete(null)
        },
      },
    )
  }

  return (
    <ListContextProvider value={list}>
      <PageHeader
        title={translate('mapleserve.posts.list.title')}
        subtitle={translate('mapleserve.posts.list.subtitle')}
        actions={
          <Button component={Link} to="/admin/blogs/new" variant="contained" startIcon={<Plus size={18} />}>
            {translate('mapleserve.posts.list.new_post')}
          </Button>
        }
      />
      <Card
        variant="outlined"
        sx={{ p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 180px 180px 180px' } }}
      >
        <TextField
          placeholder={translate('mapleserve.posts.list.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': translate('mapleserve.posts.list.search_label') },
            input: { startAdornment: <Search size={18} style={{ marginRight: 8, color: colors.muted }} /> },
          }}
          size="small"
        />
        <TextField
          select
          size="small"
          value={status}
          onChange={(e) => setStatus(e.target.value as Status)}
          slotProps={{ htmlInput: { 'aria-label': translate('mapleserve.posts.list.status') } }}
        >
          <MenuItem value="all">{translate('mapleserve.posts.list.all_status')}</MenuItem>
          <MenuItem value="published">{translate('mapleserve.posts.status.published')}</MenuItem>
          <MenuItem value="draft">{translate('mapleserve.posts.status.draft')}</MenuItem>
          <MenuItem value="scheduled">{translate('editorial.status_scheduled')}</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          value={language}
          onChange={(e) => setLanguage(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': translate('resources.posts.fields.language', { _: 'Language' }) } }}
        >
          <MenuItem value="all">{translate('mapleserve.posts.allLanguages', { _: 'All languages' })}</MenuItem>
          {POST_LANGUAGES.map((l) => (
            <MenuItem key={l} value={l}>
              {translate(languageNameKey(l))}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          value={sortKey}
          onChange={(e) => setSort(sorts[e.target.value as keyof typeof sorts])}
          slotProps={{ htmlInput: { 'aria-label': translate('mapleserve.posts.list.sort') } }}
        >
          <MenuItem value="newest">{translate('mapleserve.posts.list.newest')}</MenuItem>
          <MenuItem value="oldest">{translate('mapleserve.posts.list.oldest')}</MenuItem>
          <MenuItem value="title">{translate('mapleserve.posts.list.title_az')}</MenuItem>
        </TextField>
      </Card>
      <Card variant="outlined">
        {isPending ? (
          <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
            <CircularProgress aria-label={translate('ra.page.loading')} />
          </Box>
        ) : !data?.length ? (
          <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
            <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
              {translate('mapleserve.posts.list.empty')}
            </Typography>
            {filtering ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {translate('mapleserve.posts.list.empty_filtered')}
              </Typography>
            ) : (
              <>
                <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
                  {translate('mapleserve.posts.list.empty_start')}
                </Typography>
                <Button component={Link} to="/admin/blogs/new" variant="contained" startIcon={<Plus size={18} />}>
                  {translate('mapleserve.posts.list.create_first')}
                </Button>
              </>
            )}
          </Box>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.map((post) => (
              <Box
                component="li"
                key={post.id}
                data-testid="post-row"
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  gap: 2,
                  p: 2,
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <PostThumb image={post.image} size={88} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                      {post.title}
                    </Typography>
                    <StatusBadge
                      published={post.published}
                      scheduledFor={post.status === 'scheduled' ? post.publish_at : null}
                    />
                    <Box
                      component="span"
                      lang={post.language}
                      title={translate('resources.posts.fields.language', { _: 'Language' })}
                      data-testid="post-language"
                      sx={{
                        px: 1,
                        py: 0.25,
                        borderRadius: 999,
                        fontSize: '0.8rem',
                        fontWeight: 600,
                        border: 1,
                        borderColor: 'divider',
                      }}
                    >
                      {translate(languageNameKey(post.language))}
                    </Box>
                  </Box>
                  <Typography
                    color="text.secondary"
                    sx={{
                      mt: 0.5,
                      display: '-webkit-box',
                      WebkitLineClamp: 2,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {post.excerpt}
                  </Typography>
                  <Box
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      gap: 1.5,
                      flexWrap: 'wrap',
                      mt: 1,
                      fontSize: '0.875rem',
                      color: 'text.secondary',
                    }}
                  >
                    <Box
                      component="span"
                      sx={{
                        px: 1,
                        py: 0.25,
                        borderRadius: 1,
                        bgcolor: colors.emberWash,
                        color: colors.emberDark,
                        fontWeight: 600,
                      }}
                    >
                      {translate(categoryKey(post.category), { _: post.category })}
                    </Box>
                    <span>{formatDate(post.createdAt, locale)}</span>
                    <span>{translate('mapleserve.posts.list.by', { author: post.author })}</span>
                  </Box>
                </Box>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <Button
                    component={Link}
                    to={`/admin/blogs/${post.id}/edit`}
                    variant="outlined"
                    color="inherit"
                    startIcon={<Pencil size={16} />}
                  >
                    {translate('ra.action.edit')}
                  </Button>
                  <Button
                    onClick={() => setToDelete(post)}
                    variant="outlined"
                    color="error"
                    startIcon={<Trash2 size={16} />}
                  >
                    {translate('ra.action.delete')}
                  </Button>
                </Box>
              </Box>
            ))}
          </Box>
        )}
        {total ? <Pagination rowsPerPageOptions={[10, 25, 50]} /> : null}
      </Card>
      <DeletePostDialog post={toDelete} busy={deleting} onCancel={() => setToDelete(null)} onConfirm={confirmDelete} />
    </ListContextProvider>
  )
}
