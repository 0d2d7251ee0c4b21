'use client';

import { useEffect, useState } from 'react';
import type { MegaMenuData, MenuPreview, MenuPreviews } from './header-data';
import { menuPreviewsPath } from './header-state';

let loaded: MenuPreviews | null = null;
let pending: Promise<MenuPreviews | null> | null = null;

/** Fetches the previews once per page load; a failure is retried when a menu next opens. */
function loadMenuPreviews(): Promise<MenuPreviews | null> {
  pending ??= fetch(menuPreviewsPath)
    .then((response) => (response.ok ? (response.json() as Promise<MenuPreviews>) : null))
    .catch(() => null)
    .then((previews) => {
      loaded = previews;
      if (!previews) pending = null;
      return previews;
    });
  return pending;
}

/** The previews of one mega-menu's items, or null until they have arrived (or if they cannot). */
export function useMenuPreviews(key: MegaMenuData['key']): MenuPreview[] | null {
  const [previews, setPreviews] = useState(loaded);
  useEffect(() => {
    if (previews) return;
    let mounted = true;
    void loadMenuPreviews().then((result) => {
      if (mounted) setPreviews(result);
    });
    return () => {
      mounted = false;
    };
  }, [previews]);
  const list = previews?.[key];
  return Array.isArray(list) ? list : null;
}
