import { RENDER_STATE_ELEMENT_ID } from '@shangan/shared';

/**
 * The query data the server drew the page from (beside #root), or null when it did not draw
 * it or the element is unreadable: the app then fetches its data as on any other page.
 */
export function readServerState(): unknown {
  const element = document.getElementById(RENDER_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return null;
  }
}
