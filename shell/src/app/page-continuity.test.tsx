import { PageTitle } from '@portal/shared-ui/page';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID, SkipLink } from '@portal/shared-ui/page';
import { PageHead, SITE_DESCRIPTION, usePageContinuity } from './page-continuity';

function Layout() {
  usePageContinuity();
  return (
    <>
      <PageHead />
      <SkipLink />
      <nav>
        <Link to="/">Home</Link> <Link to="/login">Login</Link> <Link to="/jobs/1">Job</Link>{' '}
        <Link to="/later">Later</Link> <Link to="/untitled">Untitled</Link>
      </nav>
      <Outlet />
    </>
  );
}

function Page({ heading }: { heading: string }) {
  return (
    <main id={MAIN_CONTENT_ID}>
      <h1>{heading}</h1>
      <button type="button">Act</button>
    </main>
  );
}

function JobPage() {
  return (
    <>
      <PageTitle title="Senior Engineer" />
      <Page heading="Senior Engineer" />
    </>
  );
}

let releaseLater: () => void = () => {};
const Later = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      releaseLater = () => resolve({ default: () => <Page heading="Loaded later" /> });
    }),
);

function renderSite() {
  const router = createMemoryRouter([
    {
      element: <Layout />,
      children: [
        { index: true, element: <Page heading="Find your dream job" />, handle: { title: 'Home' } },
        { path: 'login', element: <Page heading="Sign in" />, handle: { title: 'Login' } },
        { path: 'jobs/:id', element: <JobPage />, handle: { title: 'Job Details', head: 'page' } },
        {
          path: 'later',
          handle: { title: 'Later' },
          element: (
            <Suspense fallback={<p role="status">Loading...</p>}>
              <Later />
            </Suspense>
          ),
        },
        { path: 'untitled', element: <Page heading="No title" /> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('page continuity', () => {
  it('titles each page from its route, or the page its own, the brand alone without one; always one title', async () => {
    const user = userEvent.setup();
    renderSite();
    expect(document.title).toBe('Home · JobPortal');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', SITE_DESCRIPTION);
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(document.title).toBe('Login · JobPortal');
    await user.click(screen.getByRole('link', { name: 'Job' }));
    expect(document.title).toBe('Senior Engineer · JobPortal');
    expect(document.querySelectorAll('title')).toHaveLength(1);
    // A page that renders its own head describes itself too (here it does not).
    expect(document.querySelector('meta[name="description"]')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Untitled' }));
    expect(document.title).toBe('JobPortal');
    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(document.title).toBe('Home · JobPortal');
    expect(document.querySelectorAll('title')).toHaveLength(1);
  });

  it('leaves focus alone on the first load, then moves it to the new page’s heading', async () => {
    const user = userEvent.setup();
    renderSite();
    expect(document.body).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveFocus();
  });

  it('waits for a page that is still loading, then focuses its heading', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(screen.getByRole('link', { name: 'Later' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await act(async () => releaseLater());
    expect(await screen.findByRole('heading', { name: 'Loaded later' })).toHaveFocus();
  });

  it('the skip link is the first Tab stop and focuses the main content', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
