import { Box, Card, CardContent, IconButton, Typography } from '@mui/material'
import { ArrowLeft } from 'lucide-react'
import {
  EditBase,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useEditContext,
  useNotify,
  useRedirect,
  useTranslate,
} from 'react-admin'
import { useNavigate } from 'react-router'
import { Loading } from '../common/Loading'
import { MediaSummary } from './MediaCard'
import { MediaDeleteButton } from './MediaList'
import type { MediaRecord } from './media'

function MediaEditView() {
  const translate = useTranslate()
  const navigate = useNavigate()
  const { record } = useEditContext<MediaRecord>()
  if (!record) return <Loading />
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 3 }}>
        <IconButton
          onClick={() => navigate('/admin/media')}
          aria-label={translate('media.back')}
          sx={{ width: 44, height: 44 }}
        >
          <ArrowLeft size={22} />
        </IconButton>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {translate('media.edit_title')}
        </Typography>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Card variant="outlined">
          <CardContent>
            <SimpleForm
              warnWhenUnsavedChanges
              sx={{ p: 0 }}
              toolbar={
                <Toolbar sx={{ px: 0, justifyContent: 'space-between', bgcolor: 'transparent' }}>
                  <SaveButton />
                  <MediaDeleteButton record={record} />
                </Toolbar>
              }
            >
              <TextInput
                source="alt"
                label="media.fields.alt"
                multiline
                minRows={3}
                fullWidth
                validate={maxLength(500)}
                helperText="media.fields.alt_help"
              />
              <TextInput source="fileName" label="media.fields.fileName" fullWidth validate={required()} />
            </SimpleForm>
          </CardContent>
        </Card>
        <Card variant="outlined">
          <Box
            component="img"
            src={record.image.sources.find((s) => s.width >= 480)?.url ?? record.thumbnail}
            alt={record.alt}
            sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: `${record.width} / ${record.height}` }}
          />
          <CardContent>
            <MediaSummary record={record} />
          </CardContent>
        </Card>
      </Box>
    </>
  )
}

/** /admin/media/:id: the alt text (stored once for the image), the file name, uses, delete. */
export function MediaEdit() {
  const notify = useNotify()
  const redirect = useRedirect()
  return (
    <EditBase
      resource="media"
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('media.saved', { type: 'success' })
          redirect('list', 'media')
        },
      }}
    >
      <MediaEditView />
    </EditBase>
  )
}
