'use client';

import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import { ArrowRight, ExternalLink } from 'lucide-react';
import { Fragment, useEffect, Suspense, use, useState, type ReactNode } from 'react';
import type { NewsPostLink, NewsPosts } from '@/server/posts/links';
import type { HeaderLink } from './header-data';
import { dropdownPanelId, type NewsTab } from './header-state';
import { headerMenus, headerNews } from './menu-data';
import { menuPanelClass, MenuPageLink, type PanelEvents } from './MenuPanelParts';
import { NewTabLink } from '@/components/ui/NewTabLink';

const tabOrder: readonly NewsTab[] = ['blogs', 'government', 'success'];

const tabPanelId = (tab: NewsTab) => `${dropdownPanelId('news')}-${tab}`;

/**
 * The News dropdown. Each tab title sits right before its own content in the document, so
 * Tab walks title → its posts → next title; visually the active tab's content fills the right
 * column. Hovering or focusing a title shows its tab; clicking Blogs or Success Stories goes
 * to that list, as the other menus' items go to their routes. Its contents and posts are
 * fetched when it first opens; if the contents cannot be, it offers the news page.
 */
export function NewsMenuPanel({
  page,
  activeTab,
  onShowTab,
  text,
  onKeyDown,
  onClick,
  onShown,
}: {
  /** The menu's own page (in the bar). */
  page: HeaderLink;
  activeTab: NewsTab;
  onShowTab: (tab: NewsTab) => void;
  text: { noPosts: string; newTab: string };
} & PanelEvents) {
  const menu = use(headerMenus.get())?.news;
  // Asked for once the panel shows; the list waits for it behind its own placeholder.
  const [posts] = useState(headerNews.get);
  useEffect(() => onShown(), [onShown]);
  const panelProps = {
    id: dropdownPanelId('news'),
    'data-testid': dropdownPanelId('news'),
    onKeyDown,
    onClick,
    className: menuPanelClass,
  };
  if (!menu)
    return (
      <div {...panelProps}>
        <div className="container-page py-10">
          <MenuPageLink link={page} />
        </div>
      </div>
    );
  const titleClass =
    'flex w-full items-center justify-between rounded-lg px-4 py-3 text-start font-semibold transition-colors hover:bg-white/5 aria-expanded:bg-white/10 aria-expanded:text-gold-500';

  const tabTitle = (tab: NewsTab): ReactNode => {
    const common = {
      id: `${tabPanelId(tab)}-title`,
      'aria-expanded': activeTab === tab,
      'aria-controls': tabPanelId(tab),
      onPointerEnter: () => onShowTab(tab),
      onFocus: () => onShowTab(tab),
      className: titleClass,
    };
    if (tab === 'government') {
      return (
        <button type="button" {...common} onClick={() => onShowTab(tab)}>
          {menu.government.label}
        </button>
      );
    }
    const { label, href } = menu[tab];
    return (
      <Link href={href} {...common}>
        {label}
        <ArrowRight aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
      </Link>
    );
  };

  const tabContent = (tab: NewsTab): ReactNode => {
    if (tab === 'government') {
      return (
        <ul className="grid grid-cols-2 gap-6">
          {menu.government.links.map((link) => (
            <li key={link.href}>
              <NewTabLink
                href={link.href}
                newTab={text.newTab}
                className="group block h-full rounded-xl border border-white/10 p-5 transition-colors hover:border-gold-500"
              >
                <span className="flex items-start justify-between gap-3 font-semibold group-hover:text-gold-500">
                  {link.label}
                  <ExternalLink aria-hidden="true" className="mt-1 h-4 w-4 shrink-0" />
                </span>
                <span className="mt-2 block text-sm text-sand-200">{link.description}</span>
              </NewTabLink>
            </li>
          ))}
        </ul>
      );
    }
    return (
      <Suspense fallback={<PostListPlaceholder count={menu.postsPerTab} />}>
        <NewsPostList posts={posts} tab={tab} emptyText={text.noPosts} />
        {tab === 'blogs' ? <MenuPageLink link={menu.blogs.viewAll} className="mt-5" /> : null}
      </Suspense>
    );
  };

  return (
    // Key presses and clicks bubble up from the links inside: arrows move focus, a click closes the menu.
    <div {...panelProps}>
      <div className="container-page grid grid-cols-[16rem_minmax(0,1fr)] grid-rows-[auto_auto_1fr] gap-x-12 gap-y-1 py-10">
        {tabOrder.map((tab) => (
          <Fragment key={tab}>
            <div className="col-start-1">{tabTitle(tab)}</div>
            {activeTab === tab ? (
              <section
                id={tabPanelId(tab)}
                aria-labelledby={`${tabPanelId(tab)}-title`}
                data-testid={tabPanelId(tab)}
                className="col-start-2 row-span-3 row-start-1 min-h-[11.5rem]"
              >
                {tabContent(tab)}
              </section>
            ) : null}
          </Fragment>
        ))}
      </div>
    </div>
  );
}

function NewsPostList({
  posts,
  tab,
  emptyText,
}: {
  posts: Promise<NewsPosts>;
  tab: 'blogs' | 'success';
  emptyText: string;
}) {
  const list = use(posts)[tab];
  if (list.length === 0) return <p className="text-sand-200">{emptyText}</p>;
  return (
    <ul className="grid grid-cols-2 gap-6">
      {list.map((post) => (
        <li key={post.id}>
          <NewsPostCard post={post} />
        </li>
      ))}
    </ul>
  );
}

function NewsPostCard({ post }: { post: NewsPostLink }) {
  return (
    <Link
      href={post.href}
      className="group flex gap-4 rounded-xl p-2 transition-colors hover:bg-white/5"
    >
      <span className="relative block aspect-[8/5] w-32 shrink-0 overflow-hidden rounded-lg bg-teal-900">
        <Image
          src={post.image}
          alt=""
          width={256}
          height={160}
          sizes="8rem"
          className="h-full w-full object-cover"
        />
      </span>
      <span className="line-clamp-3 font-medium leading-snug group-hover:text-gold-500">
        {post.title}
      </span>
    </Link>
  );
}

/** Same footprint as two post cards, so the panel does not resize when they arrive. */
function PostListPlaceholder({ count }: { count: number }) {
  return (
    <div className="grid grid-cols-2 gap-6" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex gap-4 p-2">
          <div className="aspect-[8/5] w-32 shrink-0 animate-pulse rounded-lg bg-white/10" />
          <div className="h-4 flex-1 animate-pulse rounded bg-white/10" />
        </div>
      ))}
    </div>
  );
}
