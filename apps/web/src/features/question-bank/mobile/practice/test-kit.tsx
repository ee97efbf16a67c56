/**
 * Rendering the practice screens in a test: the mobile site's providers around a memory data
 * router (the short-answer screen guards leaving with useBlocker, which needs one), with the
 * page at `path` and any other paths it goes to shown as their names.
 */
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { MobileProviders } from '../../../../mobile-app/providers';
import { renderPopupsWithReact19 } from '../../../../mobile-app/render-popups';

renderPopupsWithReact19();

function Where({ name }: { name: string }) {
  const location = useLocation();
  return (
    <output data-testid="where" data-page={name}>
      {location.pathname + location.search}
    </output>
  );
}

/** The router's path and query now. */
export const whereNow = () => screen.getByTestId('where').textContent;

export function renderPages(pages: Record<string, ReactElement>, path: string) {
  const router = createMemoryRouter(
    [
      ...Object.entries(pages).map(([pattern, element]) => ({
        path: pattern,
        element: (
          <>
            {element}
            <Where name={pattern} />
          </>
        ),
      })),
      { path: '*', element: <Where name="*" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <MobileProviders>
      <RouterProvider router={router} />
    </MobileProviders>,
  );
  return router;
}
