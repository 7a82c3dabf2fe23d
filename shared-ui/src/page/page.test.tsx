import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatPageTitle, PAGE_TITLE_EVENT, usePageTitle } from './page-title';
import { SkipLink } from './skip-link';

function Titled({ title }: { title: string | null }) {
  usePageTitle(title);
  return null;
}

afterEach(() => {
  document.title = '';
});

describe('page titles', () => {
  it('formats "{title} · JobPortal", the brand alone without a title', () => {
    expect(formatPageTitle('Login')).toBe('Login · JobPortal');
    expect(formatPageTitle(null)).toBe('JobPortal');
  });

  it('with no host listening (a standalone remote), the page sets document.title itself', () => {
    const { rerender, unmount } = render(<Titled title="Senior Engineer" />);
    expect(document.title).toBe('Senior Engineer · JobPortal');
    rerender(<Titled title={null} />);
    expect(document.title).toBe('JobPortal');
    unmount();
  });

  it('a host that cancels the event owns the title and hears each change', () => {
    const heard: (string | null)[] = [];
    const listener = (event: Event) => {
      event.preventDefault();
      heard.push((event as CustomEvent<string | null>).detail);
    };
    window.addEventListener(PAGE_TITLE_EVENT, listener);
    document.title = 'Host';
    const { rerender, unmount } = render(<Titled title="A" />);
    rerender(<Titled title="B" />);
    unmount();
    window.removeEventListener(PAGE_TITLE_EVENT, listener);
    expect(heard).toEqual(['A', null, 'B', null]);
    expect(document.title).toBe('Host');
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
          <main>
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
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
