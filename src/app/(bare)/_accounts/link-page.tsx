import type { ComponentType } from 'react';
import { copyRoute } from '@/app/_pages/routes';
import { AccountPageFrame } from '@/components/accounts/AccountPageFrame';
import type { LinkAction } from '@/components/accounts/LinkForms';
import type { PagePath } from '@/site/pages';
import { linkToken, type LinkPageProps } from './link-token';

/**
 * The route of a page a mailed link opens (`path?token=…`): the page's words around `Form`, which
 * completes the link with `action`.
 */
export function linkPageRoute(
  path: PagePath,
  Form: ComponentType<{ action: LinkAction; token: string }>,
  action: LinkAction,
) {
  const route = copyRoute(path, { noIndex: true });
  async function LinkPage({ searchParams }: LinkPageProps) {
    const copy = await route.words();
    return (
      <AccountPageFrame heading={copy.heading} intro={copy.intro}>
        <Form action={action} token={await linkToken(searchParams)} />
      </AccountPageFrame>
    );
  }
  return { generateMetadata: route.generateMetadata, Page: LinkPage };
}
