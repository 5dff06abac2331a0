import {
  AutocompleteArrayInput,
  Create,
  Edit,
  ReferenceArrayInput,
  SelectInput,
  SimpleForm,
  TextInput,
  required,
  useTranslate,
} from 'react-admin'
import { useWatch } from 'react-hook-form'

function PostsInput() {
  const language = useWatch({ name: 'language' }) as string | undefined
  const translate = useTranslate()
  return (
    <ReferenceArrayInput
      source="postIds"
      reference="posts"
      filter={{ published: true, ...(language ? { language } : {}) }}
      perPage={50}
    >
      <AutocompleteArrayInput
        optionText="title"
        label="newsletters.fields.posts"
        helperText={translate('newsletters.fields.posts_help')}
      />
    </ReferenceArrayInput>
  )
}

function Fields({ creating }: { creating: boolean }) {
  const translate = useTranslate()
  return (
    <>
      <SelectInput
        source="language"
        label="newsletters.fields.language"
        choices={[
          { id: 'en', name: translate('newsletters.language.en') },
          { id: 'fr', name: translate('newsletters.language.fr') },
        ]}
        validate={required()}
        disabled={!creating}
      />
      <TextInput source="subject" label="newsletters.fields.subject" validate={required()} fullWidth />
      <TextInput source="preheader" label="newsletters.fields.preheader" fullWidth />
      <TextInput source="intro" label="newsletters.fields.intro" multiline minRows={6} fullWidth />
      <PostsInput />
    </>
  )
}

export function NewsletterCreate() {
  const translate = useTranslate()
  return (
    <Create resource="newsletters" redirect="show" title={translate('newsletters.new')}>
      <SimpleForm defaultValues={{ language: 'en', preheader: '', intro: '' }} warnWhenUnsavedChanges>
        <Fields creating />
      </SimpleForm>
    </Create>
  )
}

export function NewsletterEdit() {
  const translate = useTranslate()
  return (
    <Edit resource="newsletters" redirect="show" mutationMode="pessimistic" title={translate('newsletters.title')}>
      <SimpleForm warnWhenUnsavedChanges>
        <Fields creating={false} />
      </SimpleForm>
    </Edit>
  )
}
