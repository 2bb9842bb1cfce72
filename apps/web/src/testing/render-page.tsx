import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { Providers } from '../app/providers';
import { bindNavigator } from '../lib/navigation';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders a page inside the app's providers and a memory router at `path`, with the navigation
 * helpers bound to that router so tests can assert where the user ends up.
 */
export function renderPage(
  Page: ComponentType,
  { path = '/', initialEntry }: { path?: string; initialEntry?: string } = {},
) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', Component: () => <p data-testid="elsewhere" /> },
    ],
    { initialEntries: [initialEntry ?? path] },
  );
  bindNavigator(router);
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
