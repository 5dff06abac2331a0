import type { posts as en } from '../en/posts'
import type { Widen } from '../widen'

/** The blog post screens (`mapleserve.posts`): French, merged by ../fr.ts. */
export const posts: Widen<typeof en> = {
  allLanguages: 'Toutes les langues',
  translation: {
    none: 'Aucune traduction',
    load_failed: 'Impossible de charger les articles pour la liste des traductions',
  },
  list: {
    title: 'Articles',
    subtitle: 'Gérez tout le contenu de votre blogue',
    new_post: 'Nouvel article',
    search: 'Rechercher un article…',
    search_label: 'Rechercher un article',
    status: 'Statut',
    all_status: 'Tous les statuts',
    empty: 'Aucun article trouvé',
    empty_filtered: 'Essayez de modifier votre recherche ou vos filtres',
    empty_start: 'Commencez par rédiger votre premier article',
    create_first: 'Rédiger un premier article',
    by: 'par %{author}',
    deleted: 'Article supprimé',
  },
  status: {
    published: 'Publié',
    draft: 'Brouillon',
  },
  delete: {
    title: 'Supprimer l’article',
    confirm: 'Voulez-vous vraiment supprimer «\u00a0%{title}\u00a0»? Cette action est irréversible.',
  },
  form: {
    create_title: 'Nouvel article',
    edit_title: 'Modifier l’article',
    back: 'Retour aux articles',
    not_found: 'Article introuvable',
    back_to_list: 'Retour aux articles',
    save_draft: 'Enregistrer le brouillon',
    publish: 'Publier',
    update_publish: 'Mettre à jour et publier',
    content_tip:
      'Astuce\u00a0: laissez une ligne vide entre deux paragraphes. Les intertitres Markdown (# Intertitre) forment la table des matières.',
    featured_label: 'Mettre cet article en vedette',
    required: 'Veuillez remplir les champs obligatoires',
    title_required: 'Le titre est obligatoire',
    excerpt_required: 'L’extrait est obligatoire',
    content_required: 'Le contenu est obligatoire',
    image_required: 'L’image est obligatoire',
    published: 'Article publié',
    draft_saved: 'Brouillon enregistré',
    save_failed: 'Impossible d’enregistrer l’article',
    load_failed: 'Impossible de charger l’article',
  },
  image: {
    label: 'Image principale *',
    preview: 'Aperçu de l’image principale',
    remove: 'Retirer l’image',
    hint: 'PNG, JPG ou GIF, jusqu’à 5 Mo',
    choose: 'Choisir une image',
    uploading: 'Téléversement…',
    invalid_type: 'Veuillez choisir un fichier image valide',
    too_large: 'L’image doit faire moins de 5 Mo',
    upload_failed: 'Impossible de téléverser l’image',
  },
  tags: {
    placeholder: 'Tapez un mot-clé, puis Entrée',
    add: 'Ajouter',
    added: 'Mots-clés ajoutés',
    remove: 'Retirer le mot-clé %{tag}',
  },
}
