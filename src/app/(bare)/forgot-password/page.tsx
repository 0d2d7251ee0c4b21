import { copyRoute } from '@/app/_pages/routes';
import { AccountPageFrame } from '@/components/accounts/AccountPageFrame';
import { ForgotPasswordForm } from '@/components/accounts/LinkForms';
import { accountPaths } from '@/site/account-copy';
import { requestPasswordReset } from '../_accounts/actions';

const route = copyRoute(accountPaths.forgotPassword, { noIndex: true });
export const generateMetadata = route.generateMetadata;

/** /forgot-password: asks for a link to choose a new password. */
export default async function ForgotPasswordPage() {
  const copy = await route.words();
  return (
    <AccountPageFrame heading={copy.heading} intro={copy.intro}>
      <ForgotPasswordForm action={requestPasswordReset} />
    </AccountPageFrame>
  );
}
