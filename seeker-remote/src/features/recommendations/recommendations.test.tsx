import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeJob, renderAt, signIn } from '../../test/fixtures';
import { Recommendations } from './recommendations';
import { getRecommendations } from './recommendations-api';

describe('Recommended for you', () => {
  it('lists each job with the reasons it is shown', async () => {
    signIn();
    vi.mocked(getRecommendations).mockResolvedValueOnce({
      jobs: [makeJob({ _id: 'j1', title: 'Frontend Engineer' })],
      reasons: [['Matches your skills: React, SQL', 'In Berlin']],
    });
    renderAt(<Recommendations viewer="u1" />, { route: '/r', path: '/r' });
    const section = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(within(section).getByRole('link', { name: 'Frontend Engineer' })).toHaveAttribute(
      'href',
      '/jobs/j1',
    );
    expect(within(section).getByText('Matches your skills: React, SQL; In Berlin')).toBeInTheDocument();
  });

  it('with nothing to go on, says what to add to the profile', async () => {
    signIn();
    renderAt(<Recommendations viewer="u1" />, { route: '/r', path: '/r' });
    const section = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(within(section).getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/profile');
  });
});
