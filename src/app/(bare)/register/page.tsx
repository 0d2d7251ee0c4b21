import Link from 'next/link';
import { AuthForms } from '@/components/accounts/AuthForms';
import { safeNextPath } from '@/components/accounts/safe-next';
import { Logo } from '@/components/brand/Logo';
import { pageMetadata } from '@/lib/metadata';
import { pages } from '@/site/pages';

const copy = pages['/register'];
export const metadata = pageMetadata(copy);

/** /register: create an account or sign in, then return to `next` (a same-site path) or home. */
export default async function RegisterPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next, mode } = await searchParams;
  return (
    <div className="min-h-dvh bg-sand-50">
      <div className="bg-teal-900 pb-24 pt-8 text-white">
        <div className="container-page">
          <Link href="/" aria-label="Wasla home" className="inline-block">
            <Logo />
          </Link>
          <h1 className="mt-12 text-4xl font-bold leading-tight md:text-5xl">{copy.heading}</h1>
          <p className="mt-4 max-w-2xl text-lg text-sand-100">{copy.intro}</p>
        </div>
      </div>
      <div className="container-page -mt-16 max-w-2xl pb-16">
        <AuthForms
          next={safeNextPath(next)}
          initialMode={mode === 'signin' ? 'signin' : 'register'}
        />
      </div>
    </div>
  );
}
