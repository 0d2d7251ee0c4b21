import { notFound } from 'next/navigation';

/**
 * Any address no other route claims: the 404 page inside the site's header and footer (the
 * default layout). Keeping it here, not in the root not-found, keeps the header and footer out
 * of the not-found tree that Next sends along with every page.
 */
export default function UnknownAddress() {
  notFound();
}
