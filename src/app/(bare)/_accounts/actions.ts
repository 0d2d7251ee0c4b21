'use server';

import { requestLocale } from '@/components/locale/request-locale';
import type { LinkFormState } from '@/lib/accounts/link-form-state';
import { accountFormAction } from '@/server/accounts/route';

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
    (accounts, body, clientIp) => accounts.requestPasswordReset(body, clientIp),
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
