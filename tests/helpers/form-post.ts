/** A no-JavaScript form post: its url-encoded body and headers, and a 400's JSON body (leads-i18n tests). */
export const form = (values: Record<string, string>) => new URLSearchParams(values).toString()
export const formHeaders = (extra: Record<string, string> = {}) => ({
  'content-type': 'application/x-www-form-urlencoded',
  ...extra,
})

export type ErrorBody = { message: string; errors: Record<string, string> }
