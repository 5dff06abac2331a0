/** Users, settings and the password card (`mapleserve.users`, `.settings`, `.password`): English, merged by ../en.ts. */
export const users = {
  users: {
    title: 'Users',
    subtitle: 'Accounts that can sign in to the admin. There is no self sign-up.',
    add: 'Add a user',
    password_hint: 'At least 12 characters and hard to guess: a few unusual words work well',
    roles: {
      editor: 'Editor',
      admin: 'Admin',
    },
    create: 'Create',
    you: '(you)',
    active: 'Active',
    disabled: 'Disabled',
    updated: 'User updated',
    update_failed: 'Failed to update the user',
    created: 'User created',
    create_failed: 'Failed to create the user',
    load_failed: 'Failed to load the users',
  },
  settings: {
    title: 'Settings',
    signed_in_as: 'Signed in as %{email}',
    users_title: 'Users',
    users_help:
      'Create accounts for your team, set their role (admin or editor) and disable accounts that should no longer sign in.',
    manage_users: 'Manage users',
  },
  password: {
    title: 'Change Password',
    current: 'Current Password',
    new: 'New Password',
    confirm: 'Confirm New Password',
    hint: 'At least 12 characters and hard to guess: a few unusual words work well',
    submit: 'Change Password',
    current_required: 'Current password is required',
    too_short: 'New password must be at least 12 characters',
    mismatch: 'The passwords do not match',
    changed: 'Your password has been changed. Other sessions were signed out.',
    failed: 'Failed to change the password',
  },
}
