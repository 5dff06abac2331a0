import { DateInput, SearchInput, SelectInput, TextInput, useTranslate } from 'react-admin'
import { statusChoices } from './lead'
import { useLeadOwners } from './owners'

/** Owner: any, Unassigned (owner 'none' on the server) or one of the users. */
function OwnerFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate()
  const users = useLeadOwners()
  return (
    <SelectInput
      {...props}
      label="desk.fields.owner"
      isPending={users.isPending}
      choices={[
        { id: 'none', name: translate('desk.filters.unassigned') },
        ...(users.data ?? []).map((u) => ({ id: u.id, name: String(u.email) })),
      ]}
      translateChoice={false}
    />
  )
}

/** The leads list's filters: search, type, delivery, status, spam and owner in view; more on demand. */
export function useLeadFilters() {
  const translate = useTranslate()
  const choice = (id: string, key: string) => ({ id, name: translate(key) })
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('mapleserve.leads.search')}
      sx={{ minWidth: { sm: 260 } }}
    />,
    <SelectInput
      key="type"
      source="type"
      alwaysOn
      label="resources.leads.fields.type"
      emptyText="mapleserve.leads.all_types"
      choices={['demo', 'contact', 'quote'].map((t) => choice(t, `mapleserve.leads.type_filter.${t}`))}
    />,
    <SelectInput
      key="delivery"
      source="delivery"
      alwaysOn
      label="resources.leads.fields.emailStatus"
      emptyText="mapleserve.leads.any_delivery"
      // Room for the French label ("Envoi par courriel").
      sx={{ minWidth: 200 }}
      choices={['failed', 'pending', 'sent'].map((t) => choice(t, `mapleserve.leads.delivery_filter.${t}`))}
    />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      label="desk.fields.status"
      emptyText="desk.filters.any_status"
      choices={statusChoices(translate)}
    />,
    <SelectInput
      key="spam"
      source="spam"
      alwaysOn
      label="desk.fields.spam"
      emptyText="desk.filters.all_spam"
      choices={[choice('no', 'desk.filters.not_spam'), choice('yes', 'desk.filters.only_spam')]}
    />,
    <OwnerFilter key="owner" source="owner" alwaysOn />,
    <SelectInput
      key="language"
      source="language"
      label="desk.fields.language"
      choices={[choice('en', 'desk.filters.english'), choice('fr', 'desk.filters.french')]}
    />,
    <DateInput key="createdFrom" source="createdFrom" label="desk.fields.createdFrom" />,
    <DateInput key="createdTo" source="createdTo" label="desk.fields.createdTo" />,
    <TextInput key="source" source="source" label="desk.fields.source" />,
  ]
}
