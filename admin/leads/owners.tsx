import { ReferenceField, TextField, useGetList, useRecordContext } from 'react-admin'
import type { LeadRecord } from './lead'
import { OWNERS_QUERY } from './list-query'

/**
 * The users, asked for once per minute at most: the owner filter, the bulk assign dialog and the owner
 * column share this answer. Without the staleTime the bulk actions, mounted once the rows arrive,
 * asked for the same list again.
 */
export function useLeadOwners(enabled = true) {
  return useGetList('users', OWNERS_QUERY, { staleTime: 60_000, enabled })
}

/** The owner column: the owner's email from the shared users answer (no request per page of leads). */
// The datagrid reads source, label and sortable from the column's props; the field itself needs none.
export function OwnerField(_props: { source: string; label: string; sortable?: boolean }) {
  const lead = useRecordContext<LeadRecord>()
  const { data, total, isPending } = useLeadOwners()
  if (!lead || lead.ownerId === null || isPending) return null
  const owner = data?.find((u) => u.id === lead.ownerId)
  if (owner) return <span>{String(owner.email)}</span>
  // An owner beyond the first page of users (a very large team): asked for on its own.
  if (total !== undefined && data && total > data.length)
    return (
      <ReferenceField source="ownerId" reference="users" link={false}>
        <TextField source="email" />
      </ReferenceField>
    )
  return null
}
