import { registerWithoutScript, signInWithoutScript } from '../_accounts/actions';
import { copyRoute } from '@/app/_pages/routes';
import { AccountPageFrame } from '@/components/accounts/AccountPageFrame';
import { AuthForms } from '@/components/accounts/AuthForms';
import { safeNextPath } from '@/components/accounts/safe-next';
import { requestLocale } from '@/components/locale/request-locale';
import { pageQuery } from '@/server/page-query';
import { localePath } from '@/site/locale';

const route = copyRoute('/register');
export const generateMetadata = route.generateMetadata;

/**
 * /register: create an account or sign in, then return to `next` (a same-site path, /ar… from
 * an Arabic page) or the home page in the page's language.
 */
export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const copy = await route.words();
  const { next, mode } = await pageQuery('/register', searchParams);
  return (
    <AccountPageFrame heading={copy.heading} intro={copy.intro}>
      <AuthForms
        next={safeNextPath(next, localePath(await requestLocale(), '/'))}
        initialMode={mode === 'signin' ? 'signin' : 'register'}
        actions={{ register: registerWithoutScript, signin: signInWithoutScript }}
      />
    </AccountPageFrame>
  );
}
