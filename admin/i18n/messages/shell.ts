/** Strings of the back office's shell (admin/layout, admin/login): the not-allowed page, password reset. */
export const en = {
  shell: {
    not_allowed: {
      title: 'Not allowed',
      body: 'This part of the back office is for administrators. Your account can write the blog: posts, media and your own settings. Ask an administrator if you need access.',
      back: 'Back to the dashboard',
    },
    forgot: {
      link: 'Forgot password?',
      title: 'Reset your password',
      intro: 'Enter the email address of your account. We will send it a link to choose a new password.',
      send: 'Send the link',
      back: 'Back to sign in',
      sent: 'If an account uses this address, we have sent it a link to choose a new password. It works for 30 minutes.',
    },
    reset: {
      title: 'Choose a new password',
      intro: 'At least 12 characters, hard to guess. Every session of your account will be signed out.',
      password: 'New password',
      confirm: 'Repeat the new password',
      mismatch: 'The two passwords are not the same',
      save: 'Save the new password',
      invalid: 'This reset link is not valid any more. Ask for a new one.',
      ask_again: 'Ask for a new link',
      done: 'Your password has been reset. Sign in with your new password.',
    },
  },
}

export const fr: typeof en = {
  shell: {
    not_allowed: {
      title: 'Accès non autorisé',
      body: 'Cette partie de l’administration est réservée aux administrateurs. Votre compte peut rédiger le blogue : articles, médias et vos propres paramètres. Demandez l’accès à un administrateur au besoin.',
      back: 'Retour au tableau de bord',
    },
    forgot: {
      link: 'Mot de passe oublié?',
      title: 'Réinitialiser votre mot de passe',
      intro:
        'Saisissez l’adresse courriel de votre compte. Nous y enverrons un lien pour choisir un nouveau mot de passe.',
      send: 'Envoyer le lien',
      back: 'Retour à la connexion',
      sent: 'Si un compte utilise cette adresse, nous lui avons envoyé un lien pour choisir un nouveau mot de passe. Il est valable 30 minutes.',
    },
    reset: {
      title: 'Choisir un nouveau mot de passe',
      intro: 'Au moins 12 caractères, difficile à deviner. Toutes les sessions de votre compte seront fermées.',
      password: 'Nouveau mot de passe',
      confirm: 'Répétez le nouveau mot de passe',
      mismatch: 'Les deux mots de passe ne sont pas identiques',
      save: 'Enregistrer le nouveau mot de passe',
      invalid: 'Ce lien de réinitialisation n’est plus valable. Demandez-en un nouveau.',
      ask_again: 'Demander un nouveau lien',
      done: 'Votre mot de passe a été réinitialisé. Connectez-vous avec votre nouveau mot de passe.',
    },
  },
}
