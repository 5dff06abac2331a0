/**
 * Whether a URL is a path on this site that every browser reads as one. Browsers treat a backslash
 * as a slash and drop tabs and newlines, so `/\evil.example` or `/<TAB>/evil.example` is the
 * protocol-relative `//evil.example` and leaves the site; an encoded backslash or slash right after
 * the first one is refused too, since some servers and proxies decode it on the way.
 */
export function isLocalPath(value: string): boolean {
  if (!value.startsWith('/')) return false
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f\s]/.test(value)) return false
  return !/^\/(\/|%2f)/i.test(value) && !/%5c/i.test(value)
}
