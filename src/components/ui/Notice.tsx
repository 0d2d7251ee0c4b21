import type { ReactNode } from 'react';

/**
 * A short message in a tinted box. `status` is announced politely (saved, loading, empty),
 * `alert` at once (something failed); `note` is plain information.
 */
export function Notice({
  role = 'note',
  size = 'small',
  className = '',
  children,
}: {
  role?: 'status' | 'alert' | 'note';
  size?: 'small' | 'large';
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role={role === 'note' ? undefined : role}
      className={`rounded-lg bg-sand-100 ${size === 'large' ? 'p-8 text-lg' : 'px-4 py-3 text-sm'} font-medium ${className}`.trim()}
    >
      {children}
    </div>
  );
}
