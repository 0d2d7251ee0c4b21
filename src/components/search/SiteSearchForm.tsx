import Form from 'next/form';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';
import type { NavigationWords } from '@/site/navigation';
import { searchPath, searchQueryMaxLength } from '@/site/search';

/**
 * The site search box: a GET form to /search?q=… (next/form navigates client-side and
 * still works before hydration). Used by the header, the mobile sidebar and the results page.
 * It does not prefetch: next/form's default asks for /search's route tree and head on every
 * page view (two requests per visit), which spare no request of a search: its results depend
 * on the query and are fetched on submit in one request either way.
 */
export function SiteSearchForm({
  id,
  text,
  defaultValue,
  onSubmit,
  tone = 'dark',
  action = searchPath,
}: {
  id: string;
  text: NavigationWords['headerText']['search'];
  defaultValue?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  tone?: 'dark' | 'light';
  /** The search page of the form's language (/ar/search on an Arabic page). */
  action?: string;
}) {
  const field =
    tone === 'dark'
      ? 'border-white/30 bg-white/10 text-white placeholder:text-sand-200 focus:border-gold-500'
      : 'border-teal-800/30 bg-white text-ink placeholder:text-muted focus:border-teal-800';
  return (
    <Form
      action={action}
      prefetch={false}
      role="search"
      onSubmit={onSubmit}
      className="flex w-full items-center gap-2"
    >
      <label htmlFor={id} className="sr-only">
        {text.label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        maxLength={searchQueryMaxLength}
        defaultValue={defaultValue}
        placeholder={text.placeholder}
        className={`min-w-0 flex-1 rounded-full border px-4 py-2 text-sm outline-none ${field}`}
      />
      <button
        type="submit"
        className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gold-500 text-teal-950 hover:bg-sand-200"
      >
        <Search aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">{text.submit}</span>
      </button>
    </Form>
  );
}
