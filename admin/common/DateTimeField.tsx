import { FunctionField, useLocaleState, type RaRecord } from 'react-admin'
import { formatDateTime } from './dates'

/** A list column of dates in the admin's one format (admin/common/dates.ts); empty shows `emptyText`. */
export function DateTimeField({
  source,
  label,
  emptyText = '',
}: {
  source: string
  label: string
  emptyText?: string
}) {
  const [locale] = useLocaleState()
  return (
    <FunctionField<RaRecord>
      source={source}
      label={label}
      render={(record) => {
        const value = record[source] as string | number | null | undefined
        return value === null || value === undefined || value === '' ? emptyText : formatDateTime(value, locale)
      }}
    />
  )
}
