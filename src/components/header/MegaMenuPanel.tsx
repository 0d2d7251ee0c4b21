'use client';

import Image from 'next/image';
import { Link } from '@/components/ui/Link';
import { use, useEffect, useState } from 'react';
import type { HeaderLink, MegaMenuData } from './header-data';
import { dropdownPanelId } from './header-state';
import { headerMenus } from './menu-data';
import { menuPanelClass, MenuPageLink, type PanelEvents } from './MenuPanelParts';

/**
 * A Services or Area of Focus dropdown: the numbered items (01–07) beside the image and
 * description of the hovered or focused one. It is only mounted while open, so its contents
 * and images load only then; the preview box has a fixed aspect ratio and the description a
 * fixed height, so nothing moves as the pictures arrive. If the contents cannot be fetched,
 * the panel offers the menu's own page.
 */
export function MegaMenuPanel({
  menuKey,
  page,
  onKeyDown,
  onClick,
  onShown,
}: {
  menuKey: MegaMenuData['key'];
  /** The menu's own page (in the bar), offered if the contents cannot be fetched. */
  page: HeaderLink;
} & PanelEvents) {
  const menu: MegaMenuData = use(headerMenus.get())?.[menuKey] ?? {
    key: menuKey,
    overview: page,
    items: [],
  };
  useEffect(() => onShown(), [onShown]);
  const [activeIndex, setActiveIndex] = useState(0);
  const panelId = dropdownPanelId(menu.key);

  return (
    // Key presses and clicks bubble up from the links inside: arrows move focus, a click closes the menu.
    <div
      id={panelId}
      data-testid={panelId}
      onKeyDown={onKeyDown}
      onClick={onClick}
      className={menuPanelClass}
    >
      <div className="container-page grid grid-cols-[minmax(0,1fr)_22rem] gap-12 py-10">
        <div>
          {/* Two columns read top to bottom: 01–04, then 05–07. */}
          <ol
            className="grid grid-flow-col grid-cols-2 gap-x-8 gap-y-1"
            style={{ gridTemplateRows: `repeat(${Math.ceil(menu.items.length / 2)}, auto)` }}
          >
            {menu.items.map((item, index) => (
              <li key={item.link}>
                <Link
                  href={item.link}
                  aria-describedby={`${panelId}-description-${index}`}
                  data-active={index === activeIndex || undefined}
                  onPointerEnter={() => setActiveIndex(index)}
                  onFocus={() => setActiveIndex(index)}
                  className="flex items-baseline gap-4 rounded-lg px-3 py-2.5 transition-colors hover:bg-white/5 data-active:bg-white/10"
                >
                  <span aria-hidden="true" className="w-6 font-semibold tabular-nums text-gold-500">
                    {item.number}
                  </span>
                  <span className="font-medium">{item.title}</span>
                </Link>
                <span id={`${panelId}-description-${index}`} hidden>
                  {item.description}
                </span>
              </li>
            ))}
          </ol>
          <MenuPageLink link={menu.overview} className="mt-6 px-3" />
        </div>
        {menu.items.length > 0 ? (
          // A visual preview of the active link; its words reach assistive technology through aria-describedby.
          <div aria-hidden="true" data-testid={`${panelId}-preview`}>
            <div className="relative aspect-[8/5] overflow-hidden rounded-xl bg-teal-900">
              {menu.items.map(({ image }, index) => (
                <Image
                  key={image.src}
                  src={image.src}
                  width={image.width}
                  height={image.height}
                  sizes="22rem"
                  alt=""
                  className={`absolute inset-0 h-full w-full object-cover transition-opacity duration-200 ${index === activeIndex ? 'opacity-100' : 'opacity-0'}`}
                />
              ))}
            </div>
            <p className="mt-4 line-clamp-3 min-h-[4.5rem] text-sm leading-6 text-sand-100">
              {menu.items[activeIndex]?.description}
            </p>
          </div>
        ) : null}
      </div>
    </div>
  );
}
