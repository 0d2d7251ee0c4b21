/**
 * What an account form answered by a server action shows after a post: the mailed-link forms
 * (verify, forgot, reset), with or without JavaScript, and register and sign-in without it.
 */
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
  /** Every text field typed but a password, shown again after a failure. */
  values: Record<string, string>;
}

export const initialLinkFormState: LinkFormState = {
  done: false,
  message: null,
  fieldErrors: {},
  linkRefused: false,
  email: '',
  values: {},
};
