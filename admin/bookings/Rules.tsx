import { Button } from '@mui/material'
import { Link } from 'react-router'
import {
  Create,
  CreateButton,
  TopToolbar,
  Datagrid,
  DeleteButton,
  Edit,
  List,
  NumberInput,
  SimpleForm,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin'
import { LATE_PICK_MINUTES } from '../../shared/booking/rules'
import { SaveOnlyToolbar } from './SaveOnlyToolbar'

/** /admin/booking-settings/1: the slot rules (length, buffer, minimum notice, horizon). */
export function BookingRulesEdit() {
  const translate = useTranslate()
  return (
    <Edit title={translate('bookings.settings.title')} mutationMode="pessimistic" redirect={false}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveOnlyToolbar />}>
        <NumberInput source="slotMinutes" label="bookings.settings.slot" min={5} max={120} step={5} />
        <NumberInput source="bufferMinutes" label="bookings.settings.buffer" min={0} max={120} />
        <NumberInput
          source="minNoticeMinutes"
          label="bookings.settings.notice"
          helperText={translate('bookings.settings.notice_help', { minutes: LATE_PICK_MINUTES })}
          min={0}
          max={10080}
        />
        <NumberInput source="horizonDays" label="bookings.settings.horizon" min={1} max={90} />
      </SimpleForm>
    </Edit>
  )
}

/** /admin/holidays: days off for every salesperson. */
export function HolidayList() {
  const translate = useTranslate()
  return (
    <List
      title={translate('bookings.holidays.title')}
      exporter={false}
      pagination={false}
      actions={
        <TopToolbar>
          <Button component={Link} to="/booking-settings/1">
            {translate('bookings.settings.title')}
          </Button>
          <CreateButton label="bookings.holidays.add" />
        </TopToolbar>
      }
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="date" label="bookings.availability.date" />
        <TextField source="label" label="bookings.availability.label" />
        <DeleteButton mutationMode="pessimistic" />
      </Datagrid>
    </List>
  )
}

export function HolidayCreate() {
  const translate = useTranslate()
  return (
    <Create title={translate('bookings.holidays.add')} redirect="list">
      <SimpleForm>
        <TextInput source="date" label="bookings.availability.date" type="date" />
        <TextInput source="label" label="bookings.availability.label" />
      </SimpleForm>
    </Create>
  )
}
