import { useState } from 'react'
import { Box, Button, Chip, TextField } from '@mui/material'
import { X } from 'lucide-react'
import { useTranslate } from 'react-admin'

/** Tags: type then Enter or 'Add'; trimmed, empty and duplicate tags ignored; each removable. */
export function TagsInput({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const [draft, setDraft] = useState('')
  const translate = useTranslate()

  const add = () => {
    const tag = draft.trim()
    setDraft('')
    if (!tag || value.some((t) => t.toLowerCase() === tag.toLowerCase())) return
    onChange([...value, tag])
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <TextField
          label={translate('resources.posts.fields.tags')}
          size="small"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              add()
            }
          }}
          placeholder={translate('mapleserve.posts.tags.placeholder')}
        />
        <Button variant="outlined" onClick={add}>
          {translate('mapleserve.posts.tags.add')}
        </Button>
      </Box>
      {value.length ? (
        <Box
          component="ul"
          aria-label={translate('mapleserve.posts.tags.added')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {value.map((tag) => (
            <li key={tag}>
              <Chip
                label={tag}
                onDelete={() => onChange(value.filter((t) => t !== tag))}
                deleteIcon={
                  <X size={16} role="button" aria-label={translate('mapleserve.posts.tags.remove', { tag })} />
                }
              />
            </li>
          ))}
        </Box>
      ) : null}
    </Box>
  )
}
