/**
 * Rendering a mobile page in a test: the mobile site's providers (antd-mobile zh-CN, the toast
 * bridge, a fresh query cache) around a memory router at `path`, with the page's route pattern
 * and any other routes a test follows links to, and `mobileWhere()` telling where the router is.
 */
import { render, screen } from '@testing-library/react';
import { unstableSetRender } from 'antd-mobile';
import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { MobileProviders } from '../mobile-app/providers';

// antd-mobile draws its toasts and dialogs (Toast.show, Dialog.confirm) with React 19's
// createRoot once told to (its guide for React 19); without it they fail to mount.
unstableSetRender((node, container) => {
  const host = container as Element & { reactRoot?: Root };
  host.reactRoot ??= createRoot(container);
  const root = host.reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});

function Where() {
  const location = useLocation();
  return <output data-testid="mobile-where">{location.pathname + location.search}</output>;
}

/** The mobile router's path and query now. */
export const mobileWhere = () => screen.getByTestId('mobile-where').textContent;

/**
 * Renders `routes` (pattern → element; a pattern's page is what shows at a path it matches) at
 * `path`; paths that match none show nothing but still move `mobileWhere()`.
 */
export function renderMobile(routes: Record<string, ReactElement>, path: string): void {
  render(
    <MobileProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([pattern, element]) => (
            <Route key={pattern} path={pattern} element={element} />
          ))}
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </MemoryRouter>
    </MobileProviders>,
  );
}
