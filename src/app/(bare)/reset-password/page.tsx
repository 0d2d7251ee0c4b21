import { AccountPageFrame } from '@/components/accounts/AccountPageFrame';
import { ResetPasswordForm } from '@/components/accounts/LinkForms';
import { pageMetadata } from '@/lib/metadata';
import { accountPaths } from '@/site/account-copy';
import { pages } from '@/site/pages';
import { resetPassword } from '../_accounts/actions';
import { linkToken, type LinkPageProps } from '../_accounts/link-token';

const copy = pages[accountPaths.resetPassword];
export const metadata = pageMetadata({ ...copy, noIndex: true });

/** /reset-password?token=…: the page a reset mail's link opens. */
export default async function ResetPasswordPage({ searchParams }: LinkPageProps) {
  return (
    <AccountPageFrame heading={copy.heading} intro={copy.intro}>
      <ResetPasswordForm action={resetPassword} token={await linkToken(searchParams)} />
    </AccountPageFrame>
  );
}
