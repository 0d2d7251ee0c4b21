import type { ReactNode } from 'react';

/**
 * A run that is always written left to right, whatever the text around it: a phone number, an
 * email address, a web address, a Latin brand name. Isolated (`<bdi dir="ltr">`), so in Arabic
 * text «+966 11 520 4400» keeps its order instead of being reordered into «4400 520 11 966+», and
 * the punctuation beside it stays in the Arabic sentence. On an English page it changes nothing.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}
