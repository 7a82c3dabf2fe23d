import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatExactDate } from '../format/index';
import { RelativeDate } from './relative-date';

describe('RelativeDate', () => {
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000 - 60_000).toISOString();

  it('says how long ago, with the exact date on hover and for screen readers', () => {
    render(<RelativeDate value={twoDaysAgo} prefix="Posted" />);
    const time = screen.getByText(/Posted 2 days ago/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', twoDaysAgo);
    expect(time).toHaveAttribute('title', formatExactDate(twoDaysAgo));
    expect(time).toHaveTextContent(`Posted 2 days ago, ${formatExactDate(twoDaysAgo)}`);
  });

  it('on the server, the exact UTC date (the reader’s clock is not known there)', () => {
    const html = renderToString(<RelativeDate value="2026-01-05T23:30:00.000Z" prefix="Applied" />);
    expect(html).toContain('Applied <!-- -->5 Jan 2026');
    expect(html).not.toContain('ago');
  });
});
