import { AccountPageFrame } from '@/components/accounts/AccountPageFrame';
import { AuthForms } from '@/components/accounts/AuthForms';
import { safeNextPath } from '@/components/accounts/safe-next';
import { pageMetadata } from '@/lib/metadata';
import { pageQuery } from '@/server/page-query';
import { pages } from '@/site/pages';

const copy = pages['/register'];
export const metadata = pageMetadata(copy);

/** /register: create an account or sign in, then return to `next` (a same-site path) or home. */
export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next, mode } = await pageQuery('/register', searchParams);
  return (
    <AccountPageFrame heading={copy.heading} intro={copy.intro}>
      <AuthForms
        next={safeNextPath(next)}
        initialMode={mode === 'signin' ? 'signin' : 'register'}
      />
    </AccountPageFrame>
  );
}
