import { Alert } from '@mui/material'
import {
  CreateButton,
  Datagrid,
  FunctionField,
  List,
  NumberField,
  TextField,
  useLocaleState,
  useTranslate,
} from 'react-admin'
import { PageHeader } from '../common/PageHeader'
import type { Newsletter } from './api'
import { formatMoment, StatusChip } from './fields'

export function NewsletterList() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  return (
    <>
      <PageHeader
        title={translate('newsletters.title')}
        subtitle={translate('newsletters.subtitle')}
        actions={<CreateButton resource="newsletters" label="newsletters.new" />}
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('newsletters.no_tracking')}
      </Alert>
      <List
        resource="newsletters"
        title={translate('newsletters.title')}
        actions={false}
        sort={{ field: 'createdAt', order: 'DESC' }}
        empty={false}
      >
        <Datagrid rowClick="show" bulkActionButtons={false}>
          <TextField source="subject" label="newsletters.fields.subject" />
          <FunctionField
            label="newsletters.fields.language"
            render={(r: Newsletter) => translate(`newsletters.language.${r.language}`)}
          />
          <FunctionField
            label="newsletters.fields.status"
            render={(r: Newsletter) => <StatusChip status={r.status} />}
          />
          <FunctionField
            label="newsletters.fields.scheduled_at"
            render={(r: Newsletter) => formatMoment(r.startedAt ?? r.scheduledAt, locale)}
          />
          <NumberField source="recipients" label="newsletters.fields.recipients" />
        </Datagrid>
      </List>
    </>
  )
}
