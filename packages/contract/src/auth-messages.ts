/** Texts the server answers with, free of zod so the web app's first load need not carry it. */
export const authMessages = {
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  sessionExpired: 'Your session has expired. Please log in again.',
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do that.',
  signedOutEverywhere: 'You have been signed out on every device.',
  resetLinkSent:
    'If an account uses that address, we have sent it a link to choose a new password. The link works for one hour.',
  resetLinkInvalid:
    'This reset link has expired or has already been used. Ask for a new one from the sign-in page.',
  passwordReset: 'Your password has been changed. Please sign in with your new password.',
  passwordChanged:
    'Your password has been changed. You have been signed out on your other devices.',
  wrongCurrentPassword: 'Your current password is not correct.',
  resetLinkSentByStaff: 'Reset link sent. It works once, for one hour.',
  accountClosed: 'Your account has been closed. Thank you for being part of our community.',
  lastSuperAdmin:
    'You are the only Super-Admin, so your account cannot be closed: nobody would be left to run the site.',
  emailChangeSent:
    'We have sent a link to your new address. Your address changes when you follow it; the link works for one hour.',
  emailUnchanged: 'This is already your email address.',
  emailChangeLinkInvalid:
    'This confirmation link has expired or has already been used. Ask for a new one from your profile.',
  emailChanged: 'Your email address has been changed. Use it to sign in from now on.',
  emailChangeCancelled:
    'The change of address was cancelled: your account keeps this address. If you did not ask for it, change your password.',
  emailChangeCancelInvalid:
    'There is no change of address waiting to be cancelled: it was already cancelled, confirmed or replaced.',
  invitationSent: 'Invitation sent. The e-mail links to the Register page, filled in for them.',
  invitationForMember: 'This person already has an account.',
  setupCodeWrong:
    "That setup code is not right. Use the code in the server's log, printed when it started; it works once.",
} as const;
