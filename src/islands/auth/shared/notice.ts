/** A message the auth form shows: success texts are polite status, failures are alerts. */
export interface Notice {
  tone: 'success' | 'error';
  text: string;
}

export type ShowNotice = (notice: Notice | null) => void;

export const success = (text: string): Notice => ({ tone: 'success', text });
export const failure = (text: string): Notice => ({ tone: 'error', text });
