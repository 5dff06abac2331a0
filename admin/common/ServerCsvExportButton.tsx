import { Download } from 'lucide-react'
import { ExportButton, useListContext } from 'react-admin'

/**
 * react-admin's <ExportButton> whose file is the server's CSV for the list's current filters
 * (e.g. /api/admin/subscribers.csv?filter=...): the same columns and escaping as the documented
 * export, and the download is audited server-side.
 */
export function ServerCsvExportButton({ href }: { href: string }) {
  const { filterValues } = useListContext()
  const download = () => {
    const link = document.createElement('a')
    link.href = `${href}?filter=${encodeURIComponent(JSON.stringify(filterValues))}`
    link.download = ''
    document.body.append(link)
    link.click()
    link.remove()
  }
  return (
    <ExportButton
      exporter={download}
      maxResults={1}
      label="mapleserve.records.export_csv"
      icon={<Download size={18} />}
      variant="outlined"
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    />
  )
}
