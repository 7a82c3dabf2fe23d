import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeJob, renderAt, signIn } from '../../test/fixtures';
import { Recommendations } from './recommendations';
import { getRecommendations } from './recommendations-api';

describe('Recommended for you', () => {
  it('lists each job with the strongest reason it is shown, its place kept while they load', async () => {
    signIn();
    let answer: (value: Awaited<ReturnType<typeof getRecommendations>>) => void = () => {};
    vi.mocked(getRecommendations).mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    renderAt(<Recommendations viewer="u1" />, { route: '/r', path: '/r' });
    const section = screen.getByRole('region', { name: 'Recommended for you' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).queryByRole('link')).not.toBeInTheDocument();
    await act(async () =>
      answer({
        jobs: [makeJob({ _id: 'j1', title: 'Frontend Engineer' })],
        reasons: [['Matches your skills: React, SQL', 'In Berlin, where you want to work']],
      }),
    );
    expect(await within(section).findByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      '/jobs/j1',
    );
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(within(section).getByText('Matches your skills: React, SQL')).toBeInTheDocument();
    expect(within(section).queryByText(/In Berlin/)).not.toBeInTheDocument();
  });

  it('before the seeker is known (the page taken over from the server), keeps its place and asks nothing', () => {
    signIn();
    vi.mocked(getRecommendations).mockClear();
    renderAt(<Recommendations viewer={null} />, { route: '/r', path: '/r' });
    expect(screen.getByRole('region', { name: 'Recommended for you' })).toHaveAttribute('aria-busy', 'true');
    expect(getRecommendations).not.toHaveBeenCalled();
  });

  it('with nothing to go on, says what to add to the profile', async () => {
    signIn();
    renderAt(<Recommendations viewer="u1" />, { route: '/r', path: '/r' });
    const section = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(section).findByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
  });
});
