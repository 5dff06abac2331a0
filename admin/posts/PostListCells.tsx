import { Box, Button, IconButton, Typography, useMediaQuery, type Theme } from '@mui/material'
import { Pencil } from 'lucide-react'
import { useLocaleState, useTranslate } from 'react-admin'
import { Link } from 'react-router'
import { colors } from '../theme'
import { DeletePostButton } from './DeletePostButton'
import { categoryKey, formatDate, languageNameKey, type PostRecord } from './post'
import { PostThumb } from './PostThumb'
import { StatusBadge } from './StatusBadge'

// The cells of a post's row in the blog list (admin/posts/PostList.tsx).

const chip = {
  px: 1,
  py: 0.25,
  borderRadius: 999,
  fontSize: '0.8rem',
  fontWeight: 600,
  border: 1,
  borderColor: 'divider',
} as const

/** The spec's row: title with its status badge (and language), excerpt; on a phone also category, date and author. */
export function PostSummary({ post, phone, wide }: { post: PostRecord; phone: boolean; wide: boolean }) {
  const translate = useTranslate()
  return (
    <Box sx={{ minWidth: 0 }}>
      {/* A phone has no image column: the image leads the post's cell. */}
      {phone ? (
        <Box sx={{ mb: 1 }}>
          <PostThumb image={post.image} size={64} />
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
          {post.title}
        </Typography>
        <StatusBadge published={post.published} scheduledFor={post.status === 'scheduled' ? post.publish_at : null} />
        <Box
          component="span"
          lang={post.language}
          title={translate('resources.posts.fields.language')}
          data-testid="post-language"
          sx={chip}
        >
          {translate(languageNameKey(post.language))}
        </Box>
      </Box>
      <Typography
        color="text.secondary"
        sx={{
          mt: 0.5,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        {post.excerpt}
      </Typography>
      {wide ? null : (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            flexWrap: 'wrap',
            mt: 1,
            fontSize: '0.875rem',
            color: 'text.secondary',
          }}
        >
          <CategoryTag category={post.category} />
          <CreatedDate post={post} />
          <AuthorLine post={post} />
        </Box>
      )}
    </Box>
  )
}

export function CategoryTag({ category }: { category: string }) {
  const translate = useTranslate()
  return (
    <Box
      component="span"
      sx={{
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: colors.emberWash,
        color: colors.emberDark,
        fontWeight: 600,
        display: 'inline-block',
      }}
    >
      {translate(categoryKey(category), { _: category })}
    </Box>
  )
}

export function CreatedDate({ post }: { post: PostRecord }) {
  const [locale] = useLocaleState()
  return <span style={{ whiteSpace: 'nowrap' }}>{formatDate(post.createdAt, locale)}</span>
}

export function RowActions({ post }: { post: PostRecord }) {
  const translate = useTranslate()
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        flexDirection: { xs: 'column', sm: 'row', md: 'column', xl: 'row' },
        alignItems: { xs: 'center', sm: 'stretch' },
        justifyContent: 'flex-end',
      }}
    >
      {phone ? (
        <IconButton
          component={Link}
          to={`/admin/blogs/${post.id}/edit`}
          aria-label={translate('ra.action.edit')}
          title={translate('ra.action.edit')}
        >
          <Pencil size={18} />
        </IconButton>
      ) : (
        <Button
          component={Link}
          to={`/admin/blogs/${post.id}/edit`}
          variant="outlined"
          color="inherit"
          startIcon={<Pencil size={16} />}
        >
          {translate('ra.action.edit')}
        </Button>
      )}
      <DeletePostButton compact={phone} />
    </Box>
  )
}

export function AuthorLine({ post }: { post: PostRecord }) {
  const translate = useTranslate()
  return <span>{translate('mapleserve.posts.list.by', { author: post.author })}</span>
}
