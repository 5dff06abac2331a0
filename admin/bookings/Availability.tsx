import {
  ArrayInput,
  BooleanField,
  BooleanInput,
  Datagrid,
  Edit,
  FunctionField,
  List,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextField,
  TextInput,
  useTranslate,
} from 'react-admin'
import { SaveOnlyToolbar } from './SaveOnlyToolbar'

interface AvailabilityRecord {
  id: number
  email: string
  sales: boolean
  timeZone: string | null
  hours: { weekday: number; from: string; to: string }[]
}

/** /admin/availability: who takes demos, in which zone, with how many weekly time ranges. */
export function AvailabilityList() {
  const translate = useTranslate()
  return (
    <List title={translate('bookings.availability.title')} exporter={false} pagination={false}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="email" label="resources.users.fields.email" />
        <BooleanField source="sales" label="bookings.availability.sales" />
        <TextField source="timeZone" label="bookings.availability.time_zone" emptyText="—" />
        <FunctionField<AvailabilityRecord>
          label="bookings.availability.hours"
          render={(r) => translate('bookings.availability.hours_summary', { smart_count: r.hours.length })}
        />
      </Datagrid>
    </List>
  )
}

/** /admin/availability/:id: a salesperson's weekly hours table and days off. */
export function AvailabilityEdit() {
  const translate = useTranslate()
  const weekdays = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ id: d, name: translate(`bookings.weekdays.d${d}`) }))
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm warnWhenUnsavedChanges toolbar={<SaveOnlyToolbar />}>
        <TextField source="email" variant="h6" />
        <BooleanInput source="sales" label="bookings.availability.sales" />
        <TextInput
          source="timeZone"
          label="bookings.availability.time_zone"
          helperText="bookings.availability.time_zone_help"
          parse={(v: string) => (v ? v : null)}
          sx={{ minWidth: { sm: 420 } }}
        />
        <ArrayInput source="hours" label="bookings.availability.hours">
          <SimpleFormIterator inline disableReordering>
            <SelectInput source="weekday" label="bookings.availability.weekday" choices={weekdays} />
            <TextInput source="from" label="bookings.availability.from" type="time" />
            <TextInput source="to" label="bookings.availability.to" type="time" />
          </SimpleFormIterator>
        </ArrayInput>
        <ArrayInput source="daysOff" label="bookings.availability.days_off">
          <SimpleFormIterator inline disableReordering>
            <TextInput source="date" label="bookings.availability.date" type="date" />
            <TextInput source="label" label="bookings.availability.label" />
          </SimpleFormIterator>
        </ArrayInput>
      </SimpleForm>
    </Edit>
  )
}
