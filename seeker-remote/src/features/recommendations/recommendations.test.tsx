import type { RecommendationsReply } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '../../test/server';
import { makeJob, renderAt, signIn } from '../../test/fixtures';
import { Recommendations } from './recommendations';

describe('Recommended for you', () => {
  it('lists each job with the strongest reason it is shown, its place kept while they load', async () => {
    signIn();
    let answer: (value: RecommendationsReply) => void = () => {};
    const answered = new Promise<RecommendationsReply>((resolve) => (answer = resolve));
    api.get<RecommendationsReply>(API_PATHS.recommendations, () => answered);
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
    renderAt(<Recommendations viewer={null} />, { route: '/r', path: '/r' });
    expect(screen.getByRole('region', { name: 'Recommended for you' })).toHaveAttribute('aria-busy', 'true');
    expect(api.asked()).toEqual([]);
  });

  it('with nothing to go on, says what to add to the profile', async () => {
    signIn();
    renderAt(<Recommendations viewer="u1" />, { route: '/r', path: '/r' });
    const section = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(section).findByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
  });
});
