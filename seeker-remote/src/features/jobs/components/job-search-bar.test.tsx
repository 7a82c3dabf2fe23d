import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { JobSearchBar } from './job-search-bar';

function renderBar(keyword = '') {
  const onChange = vi.fn();
  const onSearch = vi.fn();
  render(<JobSearchBar id="search" keyword={keyword} location="" onChange={onChange} onSearch={onSearch} />);
  return { onChange, onSearch, form: screen.getByRole('search', { name: 'Search jobs' }) };
}

describe('JobSearchBar', () => {
  it('is a GET form of /find-jobs: it works before the page’s code and without JavaScript', () => {
    const { form } = renderBar();
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/find-jobs');
    expect(screen.getByLabelText('Keyword')).toHaveAttribute('name', 'keyword');
  });

  it('Search Jobs searches at once for what the fields hold', async () => {
    const { onSearch, onChange } = renderBar('designer');
    await userEvent.click(screen.getByRole('button', { name: 'Search Jobs' }));
    expect(onSearch).toHaveBeenCalledOnce();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('text in a field that the page’s state does not know (typed before hydration) becomes the search', () => {
    const { onSearch, onChange, form } = renderBar('');
    // The DOM's value changed with no event React saw, as when it was typed before the page hydrated.
    const keyword = screen.getByLabelText<HTMLInputElement>('Keyword');
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(keyword, 'nurse');
    fireEvent.submit(form);
    expect(onChange).toHaveBeenCalledWith({ keyword: 'nurse', location: '' });
    expect(onSearch).not.toHaveBeenCalled();
  });
});
