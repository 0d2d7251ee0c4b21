import { copyRoute } from '@/app/_pages/routes';
import { AccountPageFrame } from '@/components/accounts/AccountPageFrame';
import { ResetPasswordForm } from '@/components/accounts/LinkForms';
import { accountPaths } from '@/site/account-copy';
import { resetPassword } from '../_accounts/actions';
import { linkToken, type LinkPageProps } from '../_accounts/link-token';

const route = copyRoute(accountPaths.resetPassword, { noIndex: true });
export const generateMetadata = route.generateMetadata;

/** /reset-password?token=…: the page a reset mail's link opens. */
export default async function ResetPasswordPage({ searchParams }: LinkPageProps) {
  const copy = await route.words();
  return (
    <AccountPageFrame heading={copy.heading} intro={copy.intro}>
      <ResetPasswordForm action={resetPassword} token={await linkToken(searchParams)} />
    </AccountPageFrame>
  );
}
