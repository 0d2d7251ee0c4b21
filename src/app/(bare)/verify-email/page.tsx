import { copyRoute } from '@/app/_pages/routes';
import { AccountPageFrame } from '@/components/accounts/AccountPageFrame';
import { VerifyEmailForm } from '@/components/accounts/LinkForms';
import { accountPaths } from '@/site/account-copy';
import { confirmEmail } from '../_accounts/actions';
import { linkToken, type LinkPageProps } from '../_accounts/link-token';

const route = copyRoute(accountPaths.verifyEmail, { noIndex: true });
export const generateMetadata = route.generateMetadata;

/** /verify-email?token=…: the page a verification mail's link opens. */
export default async function VerifyEmailPage({ searchParams }: LinkPageProps) {
  const copy = await route.words();
  return (
    <AccountPageFrame heading={copy.heading} intro={copy.intro}>
      <VerifyEmailForm action={confirmEmail} token={await linkToken(searchParams)} />
    </AccountPageFrame>
  );
}
