import type { SearchMatch } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EmptySearchHelp, PartialMatchNote } from './search-help';

const none: SearchMatch = { mode: 'all', words: [], missing: [], suggestion: null, widen: [] };

describe('search help', () => {
  it('names the words the best partial matches lack', () => {
    render(
      <PartialMatchNote
        match={{ ...none, mode: 'some', words: ['python', 'chef'], missing: [['chef'], ['python']] }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'No job has every word of your search: showing the jobs with the most of them, best first. Not found in the best matches: “chef”.',
    );
  });

  it('offers the spelling the jobs use and each filter whose removal finds jobs, as links from page 1', () => {
    const params = new URLSearchParams('keyword=enginer&type=Remote&minSalary=90000&maxSalary=99000&page=3');
    render(
      <MemoryRouter>
        <EmptySearchHelp
          match={{
            ...none,
            suggestion: 'engineer',
            widen: [
              { filter: 'type', total: 12 },
              { filter: 'salary', total: 1 },
            ],
          }}
          params={params}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'engineer' })).toHaveAttribute(
      'href',
      '/find-jobs?keyword=engineer&type=Remote&minSalary=90000&maxSalary=99000',
    );
    expect(screen.getByRole('link', { name: 'Any job type (12 jobs)' })).toHaveAttribute(
      'href',
      '/find-jobs?keyword=enginer&minSalary=90000&maxSalary=99000',
    );
    expect(screen.getByRole('link', { name: 'Any salary (1 job)' })).toHaveAttribute(
      'href',
      '/find-jobs?keyword=enginer&type=Remote',
    );
  });

  it('says nothing more for a made-up word', () => {
    const { container } = render(
      <MemoryRouter>
        <EmptySearchHelp match={none} params={new URLSearchParams('keyword=zzqx')} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
