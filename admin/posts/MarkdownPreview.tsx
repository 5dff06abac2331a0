import DOMPurify from 'dompurify'
import { useDeferredValue, useMemo } from 'react'
import { Box } from '@mui/material'
import { useTranslate } from 'react-admin'
import { useWatch } from 'react-hook-form'
import { markdown, type MarkdownEnv } from '../../shared/posts/markdown'

/**
 * The post body as the site will render it: the server's own markdown-it configuration
 * (shared/posts/markdown.ts: figures, shifted headings, footnotes, task lists), sanitized before it
 * is shown. Loaded on its own (PostFields.tsx): the editor's first screen does not wait for it.
 */
export function MarkdownPreview() {
  const translate = useTranslate()
  const content = useDeferredValue((useWatch({ name: 'content' }) as string | undefined) ?? '')
  const html = useMemo(() => {
    const env: MarkdownEnv = { headings: [] }
    return DOMPurify.sanitize(markdown.render(content, env), { FORBID_TAGS: ['style', 'form', 'input'] })
  }, [content])
  return (
    <Box
      component="article"
      aria-label={translate('editorial.live_preview.label')}
      data-testid="markdown-preview"
      lang={(useWatch({ name: 'language' }) as string | undefined) ?? undefined}
      dangerouslySetInnerHTML={{ __html: html }}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2.5,
        py: 1.5,
        minHeight: 400,
        maxHeight: 720,
        overflow: 'auto',
        fontSize: '1rem',
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& h2': { fontSize: '1.5rem', lineHeight: 1.3, mt: 3, mb: 1.5 },
        '& h3': { fontSize: '1.25rem', lineHeight: 1.35, mt: 2.5, mb: 1 },
        '& h4, & h5, & h6': { fontSize: '1.05rem', mt: 2, mb: 1 },
        '& p, & ul, & ol, & blockquote, & table, & figure': { mt: 0, mb: 2 },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
        '& figure': { mx: 0 },
        '& figcaption': { fontSize: '0.875rem', color: 'text.secondary', mt: 0.5 },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
        '& pre': { bgcolor: 'grey.100', p: 1.5, borderRadius: 1, overflow: 'auto' },
        '& code': { fontFamily: 'ui-monospace, monospace', fontSize: '0.9em' },
        '& table': { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        '& .align-center': { textAlign: 'center' },
        '& .align-right': { textAlign: 'right' },
        '& a': { color: 'primary.main' },
      }}
    />
  )
}
