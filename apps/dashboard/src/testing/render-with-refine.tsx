import type { ReactNode } from 'react';
import { Refine, type AccessControlProvider, type DataProvider, type ResourceProps } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { configure, render } from '@testing-library/react';

// A busy machine (builds beside the tests) can take seconds to mount antd and Refine.
configure({ asyncUtilTimeout: 10_000 });
import { ToastProvider } from '../lib/toast';

/** The current location, for asserting what the URL holds. */
export const location = { current: { pathname: '', search: '' } };

function LocationProbe() {
  const here = useLocation();
  location.current = { pathname: here.pathname, search: decodeURIComponent(here.search) };
  return null;
}

/**
 * Renders `children` under the routes given, inside Refine with the app's options and a data
 * provider made of the given functions (the rest fail loudly), at `url`.
 */
export function renderWithRefine({
  url,
  routes,
  dataProvider,
  resources = [],
  accessControlProvider,
}: {
  url: string;
  routes: ReactNode;
  dataProvider: Partial<DataProvider>;
  resources?: ResourceProps[];
  accessControlProvider?: AccessControlProvider;
}) {
  const unexpected = (name: string) => () => Promise.reject(new Error(`unexpected ${name} call`));
  const provider = {
    getList: unexpected('getList'),
    getOne: unexpected('getOne'),
    create: unexpected('create'),
    update: unexpected('update'),
    deleteOne: unexpected('deleteOne'),
    getApiUrl: () => '/api',
    custom: () => Promise.resolve({ data: {} }),
    ...dataProvider,
  } as DataProvider;
  return render(
    <ToastProvider>
      <MemoryRouter initialEntries={[url]}>
        <Refine
          routerProvider={routerProvider}
          dataProvider={provider}
          resources={resources}
          accessControlProvider={accessControlProvider}
          options={{ disableTelemetry: true, warnWhenUnsavedChanges: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
        >
          <LocationProbe />
          <Routes>{routes}</Routes>
        </Refine>
      </MemoryRouter>
    </ToastProvider>,
  );
}

export { Route };
