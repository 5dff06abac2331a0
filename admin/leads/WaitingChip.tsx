import { Chip } from '@mui/material'
import { useTranslate } from 'react-admin'
import { formatMinutes, type LeadRecord } from './lead'

/** The response clock of one lead: time answered in, or time waited so far coloured against the target. */
export function WaitingChip({ record }: { record: LeadRecord }) {
  const translate = useTranslate()
  if (record.responseMinutes !== null)
    return (
      <span title={translate('desk.clock.target', { time: formatMinutes(translate, record.targetMinutes) })}>
        {translate('desk.clock.answered', { time: formatMinutes(translate, record.responseMinutes) })}
      </span>
    )
  if (record.waitingMinutes === null) return <span>{translate('desk.clock.none')}</span>
  const ratio = record.waitingMinutes / record.targetMinutes
  const color = ratio >= 1 ? 'error' : ratio >= 0.5 ? 'warning' : 'success'
  return (
    <Chip
      size="small"
      color={color}
      data-clock={color}
      label={formatMinutes(translate, record.waitingMinutes)}
      title={translate('desk.clock.target', { time: formatMinutes(translate, record.targetMinutes) })}
    />
  )
}
