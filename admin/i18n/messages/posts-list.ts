/**
 * The blog list's filters, bulk actions and export (admin/posts/PostList.tsx); the spec's own
 * strings (title, search, status, empty states, the delete dialog) stay under mapleserve.posts.
 */
const en = {
  all_categories: 'All categories',
  all_authors: 'All authors',
  image: 'Image',
  actions: 'Actions',
  bulk: {
    publish: 'Publish',
    unpublish: 'Unpublish',
    publish_title: 'Publish %{smart_count} post |||| Publish %{smart_count} posts',
    publish_content: 'They will appear on the public blog at once.',
    unpublish_title: 'Unpublish %{smart_count} post |||| Unpublish %{smart_count} posts',
    unpublish_content: 'They will leave the public blog and become drafts.',
    published: '%{smart_count} post published |||| %{smart_count} posts published',
    unpublished: '%{smart_count} post returned to draft |||| %{smart_count} posts returned to draft',
    deleted: '%{smart_count} post deleted |||| %{smart_count} posts deleted',
  },
}

const fr: typeof en = {
  all_categories: 'Toutes les catégories',
  all_authors: 'Tous les auteurs',
  image: 'Image',
  actions: 'Actions',
  bulk: {
    publish: 'Publier',
    unpublish: 'Dépublier',
    publish_title: 'Publier %{smart_count}\u00a0article |||| Publier %{smart_count}\u00a0articles',
    publish_content: 'Ils paraîtront aussitôt sur le blogue public.',
    unpublish_title: 'Dépublier %{smart_count}\u00a0article |||| Dépublier %{smart_count}\u00a0articles',
    unpublish_content: 'Ils quitteront le blogue public et redeviendront des brouillons.',
    published: '%{smart_count}\u00a0article publié |||| %{smart_count}\u00a0articles publiés',
    unpublished: '%{smart_count}\u00a0article remis en brouillon |||| %{smart_count}\u00a0articles remis en brouillon',
    deleted: '%{smart_count}\u00a0article supprimé |||| %{smart_count}\u00a0articles supprimés',
  },
}

export const postsList = { en, fr }
