import { Box, Button, IconButton, Typography, useMediaQuery, type Theme } from '@mui/material'
import { Eye, EyeOff, Pencil, Plus } from 'lucide-react'
import {
  BulkDeleteButton,
  BulkUpdateButton,
  Datagrid,
  DatagridBody,
  DatagridRow,
  FunctionField,
  List,
  Pagination,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SortButton,
  TopToolbar,
  useListContext,
  useLocaleState,
  useTranslate,
} from 'react-admin'
import { Link } from 'react-router'
import { PageHeader } from '../common/PageHeader'
import { ServerCsvExportButton } from '../common/ServerCsvExportButton'
import { colors } from '../theme'
import { DeletePostButton } from './DeletePostButton'
import { POST_CATEGORIES, POST_LANGUAGES, categoryKey, formatDate, languageNameKey, type PostRecord } from './post'
import { PostThumb } from './PostThumb'
import { StatusBadge } from './StatusBadge'

function NewPostButton({ label }: { label: string }) {
  const translate = useTranslate()
  return (
    <Button component={Link} to="/admin/blogs/new" variant="contained" startIcon={<Plus size={18} />}>
      {translate(label)}
    </Button>
  )
}

/** An empty filter select reads its 'All ...' choice (All Status, All languages ...), as the spec's select did. */
const showEmptyChoice = { inputLabel: { shrink: true }, select: { displayEmpty: true } }

/** Search, Status (All Status / Published / Draft / Scheduled), language, category and author: server-side. */
function usePostFilters() {
  const translate = useTranslate()
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('mapleserve.posts.list.search')}
      aria-label={translate('mapleserve.posts.list.search_label')}
    />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      slotProps={showEmptyChoice}
      label="mapleserve.posts.list.status"
      emptyText="mapleserve.posts.list.all_status"
      choices={[
        { id: 'published', name: 'mapleserve.posts.status.published' },
        { id: 'draft', name: 'mapleserve.posts.status.draft' },
        { id: 'scheduled', name: 'editorial.status_scheduled' },
      ]}
    />,
    <SelectInput
      key="language"
      source="language"
      alwaysOn
      slotProps={showEmptyChoice}
      label="resources.posts.fields.language"
      emptyText="mapleserve.posts.allLanguages"
      choices={POST_LANGUAGES.map((l) => ({ id: l, name: languageNameKey(l) }))}
    />,
    <SelectInput
      key="category"
      source="category"
      alwaysOn
      slotProps={showEmptyChoice}
      label="resources.posts.fields.category"
      emptyText="postList.all_categories"
      choices={POST_CATEGORIES.map((c) => ({ id: c, name: translate(categoryKey(c), { _: c }) }))}
      translateChoice={false}
    />,
    <ReferenceInput key="author_id" source="author_id" reference="authors" alwaysOn>
      <SelectInput
        label="resources.posts.fields.author"
        emptyText="postList.all_authors"
        optionText="name"
        slotProps={showEmptyChoice}
      />
    </ReferenceInput>,
  ]
}

function PostListActions() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'))
  return (
    <TopToolbar>
      {/* Column headers sort on wide screens; a phone gets react-admin's sort menu. */}
      {phone ? <SortButton fields={['createdAt', 'title', 'category', 'author']} /> : null}
      <ServerCsvExportButton href="/api/admin/posts.csv" />
    </TopToolbar>
  )
}

/** No posts at all: the spec's empty state with 'Create First Post'. */
function NoPostsYet() {
  const translate = useTranslate()
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%' }}>
      <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{translate('mapleserve.posts.list.empty')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {translate('mapleserve.posts.list.empty_start')}
      </Typography>
      <NewPostButton label="mapleserve.posts.list.create_first" />
    </Box>
  )
}

/** A search or filter matched nothing: 'No posts found' and the spec's hint. */
function NothingMatches() {
  const translate = useTranslate()
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{translate('mapleserve.posts.list.empty')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate('mapleserve.posts.list.empty_filtered')}
      </Typography>
    </Box>
  )
}

const chip = {
  px: 1,
  py: 0.25,
  borderRadius: 999,
  fontSize: '0.8rem',
  fontWeight: 600,
  border: 1,
  borderColor: 'divider',
} as const

/** The spec's row: title with its status badge (and language), excerpt; on a phone also category, date and author. */
function PostSummary({ post, phone, wide }: { post: PostRecord; phone: boolean; wide: boolean }) {
  const translate = useTranslate()
  return (
    <Box sx={{ minWidth: 0 }}>
      {/* A phone has no image column: the image leads the post's cell. */}
      {phone ? (
        <Box sx={{ mb: 1 }}>
          <PostThumb image={post.image} size={64} />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {post.title}
        </Typography>
        <StatusBadge published={post.published} scheduledFor={post.status === 'scheduled' ? post.publish_at : null} />
        <Box
          component="span"
          lang={post.language}
          title={translate('resources.posts.fields.language')}
          data-testid="post-language"
          sx={chip}
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
      {wide ? null : (
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
          <CategoryTag category={post.category} />
          <CreatedDate post={post} />
          <AuthorLine post={post} />
        </Box>
      )}
    </Box>
  )
}

function CategoryTag({ category }: { category: string }) {
  const translate = useTranslate()
  return (
    <Box
      component="span"
      sx={{
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: colors.emberWash,
        color: colors.emberDark,
        fontWeight: 600,
        display: 'inline-block',
      }}
    >
      {translate(categoryKey(category), { _: category })}
    </Box>
  )
}

function CreatedDate({ post }: { post: PostRecord }) {
  const [locale] = useLocaleState()
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDate(post.createdAt, locale)}</span>
}

function RowActions({ post }: { post: PostRecord }) {
  const translate = useTranslate()
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        flexDirection: { xs: 'column', sm: 'row', md: 'column', xl: 'row' },
        alignItems: { xs: 'center', sm: 'stretch' },
        justifyContent: 'flex-end',
      }}
    >
      {phone ? (
        <IconButton
          component={Link}
          to={`/admin/blogs/${post.id}/edit`}
          aria-label={translate('ra.action.edit')}
          title={translate('ra.action.edit')}
        >
          <Pencil size={18} />
        </IconButton>
      ) : (
        <Button
          component={Link}
          to={`/admin/blogs/${post.id}/edit`}
          variant="outlined"
          color="inherit"
          startIcon={<Pencil size={16} />}
        >
          {translate('ra.action.edit')}
        </Button>
      )}
      <DeletePostButton compact={phone} />
    </Box>
  )
}

/** Bulk Publish or Unpublish, after a confirmation (the server's accessibility check may refuse a publish). */
function BulkPublishButton({ action }: { action: 'publish' | 'unpublish' }) {
  return (
    <BulkUpdateButton
      label={`postList.bulk.${action}`}
      icon={action === 'publish' ? <Eye size={18} /> : <EyeOff size={18} />}
      data={{ published: action === 'publish' }}
      mutationMode="pessimistic"
      confirmTitle={`postList.bulk.${action}_title`}
      confirmContent={`postList.bulk.${action}_content`}
      successMessage={`postList.bulk.${action}ed`}
    />
  )
}

function PostBulkActions() {
  return (
    <>
      <BulkPublishButton action="publish" />
      <BulkPublishButton action="unpublish" />
      <BulkDeleteButton mutationMode="undoable" successMessage="postList.bulk.deleted" />
    </>
  )
}

function PostGrid() {
  const { total } = useListContext<PostRecord>()
  // Category, date and author are columns on wide screens and part of the post's cell below md.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'))
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  return (
    <>
      <Datagrid
        rowClick={false}
        body={<DatagridBody row={<DatagridRow data-testid="post-row" />} />}
        bulkActionButtons={<PostBulkActions />}
        empty={<NothingMatches />}
        sx={{
          '& td': { verticalAlign: 'top' },
          '& .RaDatagrid-rowCell': { py: 2 },
          // The filters may wrap to two rows: the bulk toolbar covers the column headers, not the filters.
          '& .RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)': { transform: 'none' },
          // Nothing selected: the collapsed toolbar's buttons are out of reach (focus, screen readers).
          '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' },
          '& .MuiTableCell-root': { px: { xs: 0.5, sm: 1.5 } },
          '& .column-title': { width: { md: '45%' } },
          '& .column-createdAt': { whiteSpace: 'nowrap' },
          '& .column-author': { minWidth: 130, maxWidth: 180 },
          '& .column-image': { width: 104 },
        }}
      >
        {phone ? null : (
          <FunctionField<PostRecord>
            source="image"
            label="postList.image"
            sortable={false}
            render={(post) => <PostThumb image={post.image} size={88} />}
          />
        )}
        <FunctionField<PostRecord>
          source="title"
          label="resources.posts.fields.title"
          render={(post) => <PostSummary post={post} phone={phone} wide={wide} />}
        />
        {wide ? (
          <FunctionField<PostRecord>
            source="category"
            label="resources.posts.fields.category"
            render={(post) => <CategoryTag category={post.category} />}
          />
        ) : null}
        {wide ? (
          <FunctionField<PostRecord>
            source="createdAt"
            label="resources.posts.fields.createdAt"
            render={(post) => <CreatedDate post={post} />}
          />
        ) : null}
        {wide ? (
          <FunctionField<PostRecord>
            source="author"
            label="resources.posts.fields.author"
            render={(post) => <AuthorLine post={post} />}
          />
        ) : null}
        <FunctionField<PostRecord>
          label="postList.actions"
          textAlign="right"
          render={(post) => <RowActions post={post} />}
        />
      </Datagrid>
      {total ? <Pagination rowsPerPageOptions={[10, 25, 50]} /> : null}
    </>
  )
}

function AuthorLine({ post }: { post: PostRecord }) {
  const translate = useTranslate()
  return <span>{translate('mapleserve.posts.list.by', { author: post.author })}</span>
}

/**
 * /admin/blogs (product-spec "Admin blog list") on react-admin's <List> and <Datagrid>: searched,
 * filtered, sorted and paginated on the server; bulk publish, unpublish and (undoable) delete; the
 * server's CSV for the filters on screen.
 */
export function PostList() {
  const translate = useTranslate()
  return (
    <>
      <PageHeader
        title={translate('mapleserve.posts.list.title')}
        subtitle={translate('mapleserve.posts.list.subtitle')}
        actions={<NewPostButton label="mapleserve.posts.list.new_post" />}
      />
      <List<PostRecord>
        resource="posts"
        title={false}
        perPage={10}
        sort={{ field: 'createdAt', order: 'DESC' }}
        filters={usePostFilters()}
        actions={<PostListActions />}
        empty={<NoPostsYet />}
        pagination={false}
        sx={{
          '& .RaList-actions': {
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            px: 2,
            mb: 2,
            alignItems: 'center',
          },
          '& .RaList-content': { border: 1, borderColor: 'divider', boxShadow: 'none' },
        }}
      >
        <PostGrid />
      </List>
    </>
  )
}
