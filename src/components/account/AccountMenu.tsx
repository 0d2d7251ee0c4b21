import Link from 'next/link';

/**
 * The header's account entry: Register for a visitor, the user menu (first name, Profile,
 * Logout) when signed in. The accounts work replaces this with the signed-in variant.
 */
export function AccountMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link href="/register" onClick={onNavigate} className="rounded-full bg-gold-500 px-4 py-2 text-sm font-semibold text-teal-950 hover:bg-sand-200">
      Register
    </Link>
  );
}

/** The mobile sidebar's account links: Register, or Profile and Logout when signed in. */
export function MobileAccountLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link href="/register" onClick={onNavigate} className="block rounded-full bg-gold-500 px-4 py-3 text-center font-semibold text-teal-950">
      Register
    </Link>
  );
}
