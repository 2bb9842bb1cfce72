import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import { Providers } from '../app/providers';
import { buildRoutes } from '../app/router';
import { TAB_PATHS } from '../app/routes';
import { bindNavigator } from '../lib/navigation';
import { createQueryClient } from '../lib/query-client';

/**
 * Renders the whole app at `path` as main.tsx mounts it: the route table, the page shell and the
 * tab bar, with the navigation helpers bound to its memory router. Mock fetch first.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  bindNavigator(router, TAB_PATHS);
  const view = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
