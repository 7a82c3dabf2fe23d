import type { SearchMatch } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EmptySearchHelp, PartialMatchNote } from './search-help';

const none: SearchMatch = { mode: 'all', words: [], missing: [], suggestion: null, widen: [], related: [] };

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

  it('for words no job has, links to the categories that have jobs, keeping the other filters', () => {
    const params = new URLSearchParams('keyword=nurse&location=Berlin&category=Design&sort=newest&page=2');
    render(
      <MemoryRouter>
        <EmptySearchHelp
          match={{
            ...none,
            words: ['nurse'],
            related: [
              { category: 'IT & Software', label: 'IT & Software', total: 120 },
              { category: 'HR', label: 'Human Resources', total: 1 },
            ],
          }}
          params={params}
        />
      </MemoryRouter>,
    );
    const list = screen.getByRole('list', { name: 'Browse open jobs by category' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'IT & Software (120 jobs)',
      'Human Resources (1 job)',
    ]);
    expect(screen.getByRole('link', { name: 'IT & Software (120 jobs)' })).toHaveAttribute(
      'href',
      '/find-jobs?location=Berlin&category=IT+%26+Software&sort=newest',
    );
    expect(screen.getByRole('link', { name: 'Human Resources (1 job)' })).toHaveAttribute(
      'href',
      '/find-jobs?location=Berlin&category=HR&sort=newest',
    );
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('links to a category from a search that had only a keyword', () => {
    render(
      <MemoryRouter>
        <EmptySearchHelp
          match={{ ...none, related: [{ category: 'Engineering', label: 'Engineering', total: 6 }] }}
          params={new URLSearchParams('keyword=nurse')}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Engineering (6 jobs)' })).toHaveAttribute(
      'href',
      '/find-jobs?category=Engineering',
    );
  });

  it('says nothing more when nothing helps', () => {
    const { container } = render(
      <MemoryRouter>
        <EmptySearchHelp match={none} params={new URLSearchParams('keyword=zzqx&location=Xqzzyvk')} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
