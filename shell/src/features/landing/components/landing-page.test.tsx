import { markSessionExpired, readSessionNotice } from '@portal/shared-auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { employer, renderAt, resetSession, seeker, storeSession } from '../../../test/session';
import { LandingPage } from './landing-page';

const header = () => screen.getByRole('banner');

describe('LandingPage', () => {
  beforeEach(() => resetSession());

  it('signed out: Login and Signup links, Post a Job goes to /login', () => {
    renderAt('/', <LandingPage />);
    const nav = within(header());
    expect(nav.getByRole('link', { name: 'JobPortal' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(nav.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(nav.queryByRole('link', { name: /dashboard/i })).not.toBeInTheDocument();
    expect(nav.queryByText(/welcome,/i)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /find jobs/i })).toHaveAttribute('href', '/find-jobs');
    expect(screen.getByRole('link', { name: /post a job/i })).toHaveAttribute('href', '/login');
  });

  it('signed-in job seeker: welcome with the first name, initial avatar, Dashboard to /find-jobs', () => {
    storeSession(seeker);
    renderAt('/', <LandingPage />);
    const nav = within(header());
    expect(nav.getByText('Jane')).toBeInTheDocument();
    expect(nav.getByText(/welcome,/i)).toHaveTextContent('Welcome, Jane');
    const avatar = nav.getByRole('img', { name: "Jane Seeker's avatar" });
    expect(avatar).toHaveTextContent('J');
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/find-jobs');
    expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Signup' })).not.toBeInTheDocument();
    // A seeker is not an employer: Post a Job still goes to /login.
    expect(screen.getByRole('link', { name: /post a job/i })).toHaveAttribute('href', '/login');
  });

  it('signed-in employer: avatar picture, Dashboard and Post a Job go to the employer dashboard', () => {
    storeSession(employer);
    renderAt('/', <LandingPage />);
    const nav = within(header());
    expect(nav.getByText(/welcome,/i)).toHaveTextContent('Welcome, Ed');
    expect(nav.getByRole('img', { name: "Ed Employer's avatar" })).toHaveAttribute('src', employer.avatar);
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/employeer/employeer-dashboard',
    );
    expect(screen.getByRole('link', { name: /post a job/i })).toHaveAttribute(
      'href',
      '/employeer/employeer-dashboard',
    );
    expect(screen.getByRole('link', { name: /find jobs/i })).toHaveAttribute('href', '/find-jobs');
  });

  it('shows both feature sections', () => {
    renderAt('/', <LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/dream job/i);
    for (const name of ['Smart Job Matching', 'Resume Builder', 'Direct Messaging', 'Skill Assessments']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    for (const name of ['Talent Pool Access', 'Analytics Dashboard', 'Verified Candidates', 'Quick Hiring']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'For Job Seekers' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'For Employers' })).toBeInTheDocument();
  });

  it('shows the platform figures, the growth badges and the current year', () => {
    renderAt('/', <LandingPage />);
    for (const figure of ['2.4M+', '50K+', '150K+', '89K+', '94%']) {
      expect(screen.getByText(figure)).toBeInTheDocument();
    }
    for (const growth of ['+15%', '+22%', '+18%', '+8%']) {
      expect(screen.getByText(growth)).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole('contentinfo')).getByText(
        new RegExp(`© ${new Date().getFullYear()} JobPortal`),
      ),
    ).toBeInTheDocument();
  });

  it('falls back to the initial when the avatar picture fails to load', () => {
    storeSession(employer);
    renderAt('/', <LandingPage />);
    const img = within(header()).getByRole('img', { name: "Ed Employer's avatar" });
    fireEvent.error(img);
    expect(within(header()).getByRole('img', { name: "Ed Employer's avatar" })).toHaveTextContent('E');
  });

  describe('after a lost session', () => {
    function LoginMarker() {
      const from = (useLocation().state as { from?: string } | null)?.from;
      return <p>login page, back to {from}</p>;
    }
    const site = (
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<LoginMarker />} />
      </Routes>
    );

    it('tells the person, and Sign in carries them back to where they were', async () => {
      markSessionExpired('/employeer/post-jobs');
      renderAt('/*', site, '/');
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Your session has expired. Please sign in again.',
      );
      await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
      expect(screen.getByText('login page, back to /employeer/post-jobs')).toBeInTheDocument();
    });

    it('can be dismissed', async () => {
      markSessionExpired('/profile');
      renderAt('/', <LandingPage />);
      await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByText(/Your session has expired/)).not.toBeInTheDocument();
      expect(readSessionNotice()).toBeNull();
    });

    it('says nothing to someone signed in again meanwhile', async () => {
      markSessionExpired('/profile');
      storeSession(seeker);
      renderAt('/', <LandingPage />);
      await waitFor(() => expect(readSessionNotice()).toBeNull());
      expect(screen.queryByText(/Your session has expired/)).not.toBeInTheDocument();
    });

    it('says nothing without a lost session', () => {
      renderAt('/', <LandingPage />);
      expect(screen.queryByText(/Your session has expired/)).not.toBeInTheDocument();
    });
  });
});
