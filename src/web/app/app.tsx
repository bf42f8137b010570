import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '@/web/app/providers';
import { createAppRouter } from '@/web/app/router';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
