import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** Tests: the server-rendered HTML of a (synchronous) server component, as a DOM to query. */
export function renderHtml(element: ReactElement): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToStaticMarkup(element);
  return container;
}

/** The text of each element matching `selector`, trimmed. */
export function texts(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((node) => node.textContent?.trim() ?? '');
}
