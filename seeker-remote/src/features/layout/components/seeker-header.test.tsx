import { useSessionStore } from '@portal/shared-auth';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { employer, signIn, signOut } from '../../../test/fixtures';
import { SeekerHeader } from './seeker-header';

const renderHeader = () =>
  render(
    <MemoryRouter>
      <SeekerHeader />
    </MemoryRouter>,
  );

describe('SeekerHeader', () => {
  it('signed out: brand link, Login and Signup', () => {
    signOut();
    renderHeader();
    expect(screen.getByRole('link', { name: /JobPortal/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    expect(screen.queryByRole('link', { name: 'Saved jobs' })).not.toBeInTheDocument();
  });

  it('signed in: saved-jobs button and a user menu with View Profile and Logout', async () => {
    signIn();
    const logout = vi.fn();
    useSessionStore.setState({ logout });
    renderHeader();
    expect(screen.getByRole('link', { name: 'Saved jobs' })).toHaveAttribute('href', '/saved-jobs');
    expect(screen.getByText('Jane Seeker')).toBeInTheDocument();
    expect(screen.getByText('Job Seeker')).toBeInTheDocument();
    const menuButton = screen.getByRole('button', { expanded: false });
    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(logout).toHaveBeenCalled();
    await userEvent.click(menuButton);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'View Profile' })).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('View Profile goes to the employer profile for an employer', async () => {
    signIn(employer);
    renderHeader();
    await userEvent.click(screen.getByRole('button', { expanded: false }));
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute(
      'href',
      '/employeer/company-profile',
    );
  });
});
