/** What a mailed-link form (verify, forgot, reset) shows after a post, with or without JavaScript. */
export interface LinkFormState {
  /** The server accepted it: the form gives way to `message`. */
  done: boolean;
  /** The answer for the visitor: the confirmation, or what went wrong that no field owns. */
  message: string | null;
  fieldErrors: Record<string, string>;
  /** The link was refused (not valid, expired, used): the page offers a new one. */
  linkRefused: boolean;
  /** The email typed (the forgot-password form keeps it after a failure). */
  email: string;
}

export const initialLinkFormState: LinkFormState = {
  done: false,
  message: null,
  fieldErrors: {},
  linkRefused: false,
  email: '',
};
