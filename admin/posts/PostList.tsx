import { Box, Button, Typography, useMediaQuery, type Theme } from '@mui/material'
import { Eye, EyeOff, Plus } from 'lucide-react'
import {
  BulkDeleteButton,
  BulkUpdateButton,
  Datagrid,
  DatagridBody,
  DatagridRow,
  FunctionField,
  List,
  Pagination,
  SortButton,
  TopToolbar,
  useListContext,
  useTranslate,
} from 'react-admin'
import { Link } from 'react-router'
import { PageHeader } from '../common/PageHeader'
import { ServerCsvExportButton } from '../common/ServerCsvExportButton'
import type { PostRecord } from './post'
import { PostThumb } from './PostThumb'
import { AuthorLine, CategoryTag, CreatedDate, PostSummary, RowActions } from './PostListCells'
import { usePostFilters } from './PostListFilters'

function NewPostButton({ label }: { label: string }) {
  const translate = useTranslate()
  return (
    <Button component={Link} to="/admin/blogs/new" variant="contained" startIcon={<Plus size={18} />}>
      {translate(label)}
    </Button>
  )
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
