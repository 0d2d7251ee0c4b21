import type { ReactNode } from 'react';

/**
 * A post's page: the article named by its title, in the header band every post shares (an open
 * post, a protected one), then its body.
 */
export function PostArticle({
  title,
  lang,
  dir = 'auto',
  above,
  below,
  children,
}: {
  title: string;
  /** The post's own language, when it is known (it may not be the page's). */
  lang?: string;
  dir?: string;
  /** In the band, above the title and under it. */
  above?: ReactNode;
  below?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby="post-title">
      <header className="bg-teal-900 pb-14 pt-36 text-white">
        <div className="container-page">
          {above}
          <h1
            id="post-title"
            lang={lang}
            dir={dir}
            className="max-w-4xl text-3xl font-bold leading-tight md:text-5xl"
          >
            {title}
          </h1>
          {below}
        </div>
      </header>
      {children}
    </article>
  );
}
