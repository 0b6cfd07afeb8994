/**
 * Every text the sign-in screens show (docs/behaviour/sign-in.md#messages), defined once: the
 * islands import them and so do the tests.
 */
export const AUTH_MESSAGES = {
  loginSuccess: 'Logged in successfully!',
  loginDatabaseError: 'Unable to log in at this time. Please try again later.',
  loginInvalid: 'Invalid email or password',
  unexpected: 'An unexpected error occurred. Please try again.',
  magicLinkSent: 'Check your email for the magic link!',
  magicLinkFailed: 'Failed to send magic link. Please try again.',
  magicLinkCooldown: 'Please wait at least 60 seconds before requesting another magic link',
  magicLinkEmptyEmail: 'Please enter your email address to receive a magic link',
  signupSuccess: 'Account created successfully!',
  signupFailed: 'An error occurred during signup',
  credentialsRequired: 'You must provide either an email or phone number and a password',
  confirmationSent: 'Check your email for the confirmation link',
  resetLinkSent: 'Check your email for the password reset link',
  passwordUpdated: 'Your password has been updated',
  logoutFailedTitle: 'Error',
  logoutFailed: 'Failed to log out. Please try again.',
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Please enter a new password',
  passwordTooShort: 'Your password must be at least 8 characters',
  codeRequired: 'Please enter the six-digit code from your email',
  inviteAccepted: 'Welcome! Choose a password for your account.',
} as const;

export type AuthMessage = (typeof AUTH_MESSAGES)[keyof typeof AUTH_MESSAGES];

/** Headings of the auth form's views. */
export const AUTH_VIEW_HEADINGS = {
  sign_in: 'Member Login',
  sign_up: 'Create Your Account',
  forgotten_password: 'Reset your password',
  magic_link: 'Sign in with a magic link',
  update_password: 'Choose a new password',
  verify_otp: 'Enter your sign-in code',
} as const;

/** Button and link texts the tests look for. */
export const AUTH_LABELS = {
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  code: 'Six-digit code',
  loginWithPassword: 'Login with Password',
  loggingIn: 'Logging in...',
  orContinueWith: 'Or continue with',
  sendMagicLink: 'Send Magic Link',
  sendingMagicLink: 'Sending...',
  requestToJoinLead: "Don't have an account?",
  requestToJoin: 'Request to Join',
  forgotPassword: 'Forgot your password?',
  haveCode: 'Have a code from your email?',
  signUp: 'Create Account',
  signingUp: 'Creating account...',
  haveAccount: 'Already have an account? Sign in',
  sendResetLink: 'Send reset instructions',
  sendingResetLink: 'Sending...',
  updatePassword: 'Update password',
  updatingPassword: 'Updating...',
  verifyCode: 'Verify code',
  verifyingCode: 'Verifying...',
  backToPassword: 'Sign in with a password instead',
  requestNewLink: 'Request a magic link',
  enterIt: 'Enter it',
  logOut: 'Log Out',
  loggingOut: 'Logging out...',
} as const;

/** Each page's title and description (the heading is the view's). */
export const AUTH_PAGES = {
  login: {
    title: 'Member Login',
    description: 'Sign in to the network with your password or a magic link sent to your email.',
  },
  register: {
    title: 'Create Your Account',
    description: 'Create your member account with your email and a password.',
  },
  forgotPassword: {
    title: 'Reset your password',
    description: 'Request a link to choose a new password for your member account.',
  },
} as const;

/**
 * Every word of the sign-in pages in one language: the English above, the Arabic in
 * messages-ar.ts. A page hands its own language's to the auth island (src/lib/i18n/islands/auth.ts).
 */
export interface AuthWords {
  messages: Readonly<Record<keyof typeof AUTH_MESSAGES, string>>;
  headings: Readonly<Record<keyof typeof AUTH_VIEW_HEADINGS, string>>;
  labels: Readonly<Record<keyof typeof AUTH_LABELS, string>>;
  pages: Readonly<Record<keyof typeof AUTH_PAGES, { title: string; description: string }>>;
  /**
   * Whether the Auth service's own error texts (English) may be shown as they are; elsewhere the
   * view's fallback in the page's language stands in.
   */
  showsProviderText: boolean;
}

export const AUTH_WORDS_EN: AuthWords = {
  messages: AUTH_MESSAGES,
  headings: AUTH_VIEW_HEADINGS,
  labels: AUTH_LABELS,
  pages: AUTH_PAGES,
  showsProviderText: true,
};
