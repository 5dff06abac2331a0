import { ReferenceInput, SearchInput, SelectInput, useTranslate } from 'react-admin'
import { POST_CATEGORIES, POST_LANGUAGES, categoryKey, languageNameKey } from './post'

/** An empty filter select reads its 'All ...' choice (All Status, All languages ...), as the spec's select did. */
const showEmptyChoice = { inputLabel: { shrink: true }, select: { displayEmpty: true } }

/** Search, Status (All Status / Published / Draft / Scheduled), language, category and author: server-side. */
export function usePostFilters() {
  const translate = useTranslate()
  return [
    <SearchInput
      key="q"
      source="q"
      alwaysOn
      placeholder={translate('mapleserve.posts.list.search')}
      aria-label={translate('mapleserve.posts.list.search_label')}
    />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      slotProps={showEmptyChoice}
      label="mapleserve.posts.list.status"
      emptyText="mapleserve.posts.list.all_status"
      choices={[
        { id: 'published', name: 'mapleserve.posts.status.published' },
        { id: 'draft', name: 'mapleserve.posts.status.draft' },
        { id: 'scheduled', name: 'editorial.status_scheduled' },
      ]}
    />,
    <SelectInput
      key="language"
      source="language"
      alwaysOn
      slotProps={showEmptyChoice}
      label="resources.posts.fields.language"
      emptyText="mapleserve.posts.allLanguages"
      choices={POST_LANGUAGES.map((l) => ({ id: l, name: languageNameKey(l) }))}
    />,
    <SelectInput
      key="category"
      source="category"
      alwaysOn
      slotProps={showEmptyChoice}
      label="resources.posts.fields.category"
      emptyText="postList.all_categories"
      choices={POST_CATEGORIES.map((c) => ({ id: c, name: translate(categoryKey(c), { _: c }) }))}
      translateChoice={false}
    />,
    <ReferenceInput key="author_id" source="author_id" reference="authors" alwaysOn>
      <SelectInput
        label="resources.posts.fields.author"
        emptyText="postList.all_authors"
        optionText="name"
        slotProps={showEmptyChoice}
      />
    </ReferenceInput>,
  ]
}
