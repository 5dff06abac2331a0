import { lazy } from 'react'
import { FileText } from 'lucide-react'

/**
 * The blog's posts under the spec's URLs: /admin/blogs (list), /admin/blogs/new, /admin/blogs/:id/edit
 * (App.tsx declares the last two as the resource's routes). The API resource is `posts`; the screens
 * (admin/posts, the post editor's folder) name it so.
 */
/** The editor's code: main.tsx asks for it beside the session check when a load opens the editor. */
export const loadPostForm = () => import('../posts/PostForm')

export default {
  list: lazy(() => import('../posts/PostList').then((m) => ({ default: m.PostList }))),
  create: lazy(() => loadPostForm().then((m) => ({ default: m.PostForm }))),
  edit: lazy(() => loadPostForm().then((m) => ({ default: m.PostForm }))),
  icon: FileText,
}
