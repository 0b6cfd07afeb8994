/**
 * Every text the /your-data pages show (docs/behaviour/privacy-requests.md, word for word). None
 * says whether the network holds data about the address.
 */
export const yourDataMessages = {
  purpose:
    'We use your address only to confirm this request is yours and to answer it, and keep a record of the request as the law requires',
  kindRequired: 'Please choose what you would like us to do',
  sentTitle: 'Check your inbox',
  sent: 'If the address is right, a link to confirm your request is on its way. It works once, for 24 hours. We start once you confirm.',
  throttled:
    'Too many requests just now. Please use a link already sent to you, or try again later.',
  failure: 'Your request could not be sent. Please try again.',
  confirmPrompt: 'Press the button to confirm your request.',
  verified: (due: string) =>
    `Thank you: your request is confirmed. We will answer by ${due} at the latest.`,
  used: 'This link was already used: your request is confirmed and we are working on it.',
  expired: 'This link has expired (links work for 24 hours). Please send your request again.',
  invalid:
    'This link is not valid. Please check you copied the whole link, or send your request again.',
  verifyFailure:
    'We could not confirm your request just now. Please try the link again in a minute.',
} as const;
