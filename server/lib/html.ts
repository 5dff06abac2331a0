/** Text made safe to stand between tags or inside a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&#39;', '"': '&quot;' })[c] ?? c,
  )
}
