import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatPageTitle, PageTitle } from './page-title';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

describe('page titles', () => {
  it('formats "{title} · JobPortal", the brand alone without a title', () => {
    expect(formatPageTitle('Login')).toBe('Login · JobPortal');
    expect(formatPageTitle(null)).toBe('JobPortal');
  });

  it('a page names the document in its head, with the brand', () => {
    const { unmount } = render(<PageTitle title="Senior Engineer" />);
    expect(document.title).toBe('Senior Engineer · JobPortal');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    unmount();
    expect(document.head.querySelector('title')).toBeNull();
  });
});

describe('SkipLink', () => {
  it('is the first Tab stop and moves focus to the main landmark', async () => {
    function Page() {
      const [count] = useState(0);
      return (
        <>
          <SkipLink />
          <nav>
            <a href="/a">A {count}</a>
          </nav>
          <main id={MAIN_CONTENT_ID}>
            <h1>Title</h1>
          </main>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${MAIN_CONTENT_ID}`);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
