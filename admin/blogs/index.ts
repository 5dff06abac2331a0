import { lazy } from 'react'
import { FileText } from 'lucide-react'
import { preloadable } from '../common/preloadable'

/**
 * The blog's posts under the spec's URLs: /admin/blogs (list), /admin/blogs/new, /admin/blogs/:id/edit
 * (App.tsx declares the last two as the resource's routes). The API resource is `posts`; the screens
 * (admin/posts, the post editor's folder) name it so.
 */
/** The editor's code: main.tsx asks for it beside the session check when a load opens the editor. */
const postForm = preloadable(() => import('../posts/PostForm').then((m) => m.PostForm))
export const loadPostForm = postForm.preload

export default {
  list: lazy(() => import('../posts/PostList').then((m) => ({ default: m.PostList }))),
  create: postForm.Screen,
  edit: postForm.Screen,
  icon: FileText,
}
