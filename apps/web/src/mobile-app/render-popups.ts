import { unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';

/**
 * antd-mobile draws its imperative pop-ups (Toast.show, Dialog.confirm) through React's legacy
 * render, which React 19 no longer has: without this they draw nothing and say nothing. Each
 * pop-up's container gets a root of its own; unmounting waits a tick so the pop-up's own
 * close animation callback is not cut off by the unmount.
 */
export function renderPopupsWithReact19(): void {
  unstableSetRender((node, container) => {
    const host = container as (Element | DocumentFragment) & { popupRoot?: Root };
    host.popupRoot ??= createRoot(container);
    host.popupRoot.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      host.popupRoot?.unmount();
      delete host.popupRoot;
    };
  });
}
