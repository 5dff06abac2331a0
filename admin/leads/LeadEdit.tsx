import { Alert, Box, Button, Typography } from '@mui/material'
import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  EditBase,
  FormDataConsumer,
  ReferenceInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useEditContext,
  useLocaleState,
  useTranslate,
} from 'react-admin'
import { Link } from 'react-router'
import { PageHeader } from '../common/PageHeader'
import { formatWhen, statusChoices, type LeadRecord } from './lead'
import type { LeadDetail } from '../../server/services/leads/desk'
import { Deliveries, SpamVerdict } from './LeadDeliveries'
import { Timeline } from './LeadTimeline'
import { WaitingChip } from './WaitingChip'
import { LeadQuote } from './LeadQuote'
import { Section } from './Section'
import { LeadBooking } from '../bookings/LeadBooking'

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', m: 0 }}>
      {rows
        .filter(([, v]) => v !== '' && v !== null)
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  )
}

function PipelineForm() {
  const translate = useTranslate()
  return (
    <SimpleForm
      warnWhenUnsavedChanges
      // The form sits in a card: no room kept for, and no fixed bottom bar of, react-admin's phone toolbar.
      sx={{ p: 0, pb: '0 !important' }}
      toolbar={
        <Toolbar
          disableGutters
          sx={{ px: 0, bgcolor: 'transparent', '&.RaToolbar-mobileToolbar': { position: 'static', px: 0, py: 1 } }}
        >
          <SaveButton alwaysEnable />
        </Toolbar>
      }
    >
      <SelectInput source="status" label="desk.fields.status" choices={statusChoices(translate)} fullWidth />
      <FormDataConsumer>
        {({ formData }) =>
          formData.status === 'lost' ? <TextInput source="lostReason" label="desk.fields.lostReason" fullWidth /> : null
        }
      </FormDataConsumer>
      <ReferenceInput source="ownerId" reference="users">
        <SelectInput label="desk.fields.owner" optionText="email" fullWidth />
      </ReferenceInput>
      <TextInput source="note" label="desk.fields.note" multiline minRows={3} fullWidth />
    </SimpleForm>
  )
}

function LeadEditView() {
  const translate = useTranslate()
  const [locale] = useLocaleState()
  const { record } = useEditContext<LeadDetail>()
  if (!record) return null
  const utm = (
    [
      ['source', record.utmSource],
      ['medium', record.utmMedium],
      ['campaign', record.utmCampaign],
      ['term', record.utmTerm],
      ['content', record.utmContent],
    ] as const
  )
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}=${v}`)
    .join(', ')
  const t = (key: string) => translate(key)
  return (
    <>
      <PageHeader
        title={record.name || translate('desk.show.title', { id: record.id })}
        subtitle={`${translate(`mapleserve.leads.types.${record.type}`)} · ${formatWhen(record.createdAt, locale)}`}
        actions={
          <Button component={Link} to="/admin/leads" startIcon={<ArrowLeft size={18} />}>
            {t('desk.show.back')}
          </Button>
        }
      />
      {record.anonymizedAt ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('desk.show.erased', { date: formatWhen(record.anonymizedAt, locale) })}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title={t('desk.show.contact')}>
            <Facts
              rows={[
                [t('desk.show.first_name'), record.type === 'demo' ? record.firstName : ''],
                [t('desk.show.last_name'), record.type === 'demo' ? record.lastName : ''],
                [t('resources.leads.fields.name'), record.type === 'demo' ? '' : record.name],
                [t('resources.leads.fields.email'), record.email],
                [t('resources.leads.fields.phone'), record.phone],
                [t('resources.leads.fields.company'), record.company],
                [record.type === 'quote' ? t('desk.show.quote') : t('resources.leads.fields.message'), record.message],
                [
                  t('resources.leads.fields.language'),
                  translate(record.language === 'fr' ? 'desk.filters.french' : 'desk.filters.english'),
                ],
              ]}
            />
          </Section>
          <LeadQuote />
          <Section title={t('desk.show.attribution')}>
            <Facts
              rows={[
                [t('desk.show.source_page'), record.sourcePage],
                [t('desk.show.source_section'), record.sourceSection],
                [t('desk.show.landing_page'), record.landingPage],
                [t('desk.show.referrer'), record.referrer],
                [t('desk.show.utm'), utm],
              ]}
            />
          </Section>
          <Deliveries />
          <SpamVerdict />
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Section title={t('desk.show.pipeline')}>
            <Box sx={{ mb: 1 }}>
              <WaitingChip record={record as LeadRecord} />
            </Box>
            {record.anonymizedAt ? null : <PipelineForm />}
          </Section>
          <LeadBooking leadId={record.id} />
          <Timeline />
        </Box>
      </Box>
    </>
  )
}

/** /admin/leads/:id: the lead in full, its deliveries, spam verdict, pipeline and timeline. */
export function LeadEdit() {
  return (
    <EditBase resource="leads" mutationMode="pessimistic" redirect={false}>
      <LeadEditView />
    </EditBase>
  )
}
