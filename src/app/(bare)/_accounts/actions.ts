'use server';

import { requestLocale } from '@/components/locale/request-locale';
import type { LinkFormState } from '@/lib/accounts/link-form-state';
import { accountFormAction } from '@/server/accounts/route';
import { accountCopy } from '@/site/account-copy';

/** The mailed-link forms' answers, the same with or without JavaScript in the browser. */

export async function confirmEmail(_previous: LinkFormState, form: FormData) {
  return accountFormAction(
    form,
    ['token'],
    (accounts, body, clientIp) => accounts.confirmVerification(body, clientIp),
    await requestLocale(),
  );
}

export async function requestPasswordReset(_previous: LinkFormState, form: FormData) {
  return accountFormAction(
    form,
    ['email'],
    (accounts, body, clientIp, locale) => accounts.requestPasswordReset(body, clientIp, locale),
    await requestLocale(),
  );
}

export async function resetPassword(_previous: LinkFormState, form: FormData) {
  return accountFormAction(
    form,
    ['token', 'newPassword'],
    (accounts, body, clientIp) => accounts.resetPassword(body, clientIp),
    await requestLocale(),
  );
}

/**
 * Register and sign-in posted by a browser without JavaScript: the account is created, or the
 * password checked, with the same rules, limits and (Arabic or English) errors, but the session
 * lives in the browser's storage, which only a script can write; the answer says so.
 */
export async function registerWithoutScript(_previous: LinkFormState, form: FormData) {
  return accountFormAction(
    form,
    ['firstName', 'lastName', 'email', 'password', 'company', 'phone'],
    async (accounts, body, clientIp, locale) => {
      await accounts.signup(body, clientIp, locale);
      return { status: 201, message: accountCopy.registeredWithoutScript };
    },
    await requestLocale(),
  );
}

export async function signInWithoutScript(_previous: LinkFormState, form: FormData) {
  return accountFormAction(
    form,
    ['email', 'password'],
    async (accounts, body, clientIp) => {
      await accounts.login(body, clientIp);
      return { status: 200, message: accountCopy.signInNeedsScript };
    },
    await requestLocale(),
  );
}
