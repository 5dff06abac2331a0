import { Box, Button, Card, Typography } from '@mui/material'
import { Pencil } from 'lucide-react'
import {
  DeleteButton,
  FilterForm,
  ListBase,
  NullableBooleanInput,
  Pagination,
  SearchInput,
  useListContext,
  useTranslate,
} from 'react-admin'
import { Link } from 'react-router'
import { PageHeader } from '../common/PageHeader'
import { useNotifyOnError } from '../common/useNotifyOnError'
import { MediaCard } from './MediaCard'
import { MediaUploadButton } from './MediaUploadButton'
import type { MediaRecord } from './media'

/**
 * Delete: undoable while no post uses the image; otherwise a confirmation, then the server's 409
 * (in the admin's language) says which posts use it.
 */
export function MediaDeleteButton({ record }: { record: MediaRecord }) {
  const used = record.usedBy.length > 0 || record.usedByAuthors.length > 0
  return (
    <DeleteButton
      record={record}
      resource="media"
      label="media.delete"
      redirect="list"
      mutationMode={used ? 'pessimistic' : 'undoable'}
      confirmTitle="media.delete"
      confirmContent="media.delete_blocked"
      successMessage="media.deleted"
    />
  )
}

function MediaGrid() {
  const translate = useTranslate()
  const { data, isPending, error, refetch } = useListContext<MediaRecord>()
  useNotifyOnError(error, 'media.failed')
  return (
    <>
      <PageHeader
        title={translate('media.title')}
        subtitle={translate('media.subtitle')}
        actions={<MediaUploadButton onUploaded={() => void refetch()} />}
      />
      <Card variant="outlined" sx={{ px: 2, pb: 1, mb: 2 }}>
        <FilterForm
          filters={[
            <SearchInput
              key="q"
              source="q"
              alwaysOn
              placeholder={translate('media.search')}
              sx={{ width: { xs: '100%', sm: 420 } }}
            />,
            <NullableBooleanInput
              key="missing_alt"
              source="missing_alt"
              alwaysOn
              label="media.filter_missing_alt"
              nullLabel="media.filter_all"
              trueLabel="media.filter_without_alt"
              falseLabel="media.filter_with_alt"
              sx={{ minWidth: 220 }}
            />,
          ]}
        />
      </Card>
      {!isPending && data?.length === 0 ? (
        <Typography sx={{ textAlign: 'center', py: 8, fontWeight: 600 }}>{translate('media.empty')}</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={translate('media.title')}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
            gap: 2,
            p: 0,
            m: 0,
          }}
        >
          {data?.map((record) => (
            <MediaCard
              key={record.id}
              record={record}
              actions={
                <>
                  <Button
                    component={Link}
                    to={`/admin/media/${record.id}`}
                    size="small"
                    startIcon={<Pencil size={16} aria-hidden />}
                    aria-label={`${translate('media.edit')}: ${record.fileName}`}
                  >
                    {translate('media.edit')}
                  </Button>
                  <MediaDeleteButton record={record} />
                </>
              }
            />
          ))}
        </Box>
      )}
      <Pagination rowsPerPageOptions={[24, 48, 96]} />
    </>
  )
}

/** /admin/media: the media library as a grid (react-admin's list context, ra-data-simple-rest). */
export function MediaList() {
  return (
    <ListBase
      resource="media"
      perPage={24}
      sort={{ field: 'createdAt', order: 'DESC' }}
      disableSyncWithLocation={false}
    >
      <MediaGrid />
    </ListBase>
  )
}
