import { AccountPageFrame } from '@/components/accounts/AccountPageFrame';
import { VerifyEmailForm } from '@/components/accounts/LinkForms';
import { pageMetadata } from '@/lib/metadata';
import { accountPaths } from '@/site/account-copy';
import { pages } from '@/site/pages';
import { confirmEmail } from '../_accounts/actions';
import { linkToken, type LinkPageProps } from '../_accounts/link-token';

const copy = pages[accountPaths.verifyEmail];
export const metadata = pageMetadata({ ...copy, noIndex: true });

/** /verify-email?token=…: the page a verification mail's link opens. */
export default async function VerifyEmailPage({ searchParams }: LinkPageProps) {
  return (
    <AccountPageFrame heading={copy.heading} intro={copy.intro}>
      <VerifyEmailForm action={confirmEmail} token={await linkToken(searchParams)} />
    </AccountPageFrame>
  );
}
