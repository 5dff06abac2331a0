import { SaveButton, Toolbar } from 'react-admin'

/** The form's toolbar with Save alone: what it edits (a salesperson's week, the one set of booking rules) has no delete. */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  )
}
