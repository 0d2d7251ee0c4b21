import { AccountPageFrame } from '@/components/accounts/AccountPageFrame';
import { ForgotPasswordForm } from '@/components/accounts/LinkForms';
import { pageMetadata } from '@/lib/metadata';
import { accountPaths } from '@/site/account-copy';
import { pages } from '@/site/pages';
import { requestPasswordReset } from '../_accounts/actions';

const copy = pages[accountPaths.forgotPassword];
export const metadata = pageMetadata({ ...copy, noIndex: true });

/** /forgot-password: asks for a link to choose a new password. */
export default function ForgotPasswordPage() {
  return (
    <AccountPageFrame heading={copy.heading} intro={copy.intro}>
      <ForgotPasswordForm action={requestPasswordReset} />
    </AccountPageFrame>
  );
}
