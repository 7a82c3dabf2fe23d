import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { BRAND_NAME, CONTAINER } from '../tokens';
import { Alert } from './alert';
import { BrandLink, BrandMark } from './brand';
import { ButtonLink, buttonClasses } from './button';
import { Field, Input, Select, Textarea } from './field';
import { AuthLinks, HeaderBar, UserSummary } from './header';
import { PageState } from './page-state';

/** A stand-in for react-router's Link: shared-ui never imports the router, the app passes its own. */
function RouterLink({ to, children, ...rest }: { to: string; children?: ReactNode; className?: string }) {
  return (
    <a href={to} data-router-link="" {...rest}>
      {children}
    </a>
  );
}

describe('BrandLink and HeaderBar', () => {
  it('the brand link is named "JobPortal" and renders through the app’s link component', () => {
    render(
      <HeaderBar>
        <BrandLink as={RouterLink} to="/" />
      </HeaderBar>,
    );
    const link = screen.getByRole('link', { name: BRAND_NAME });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('data-router-link');
    expect(screen.getByRole('banner').firstElementChild?.className).toContain(CONTAINER);
  });

  it('defaults to a plain anchor; the mark alone is not a link', () => {
    render(
      <>
        <BrandLink href="/home" />
        <BrandMark inverted />
      </>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getAllByText(BRAND_NAME)).toHaveLength(2);
  });

  it('a full-width header bar uses the gutter without the page column', () => {
    render(<HeaderBar width="full">x</HeaderBar>);
    expect(screen.getByRole('banner').firstElementChild?.className).not.toContain('max-w-7xl');
  });

  it('UserSummary: name and role are the text, the avatar is decorative', () => {
    render(
      <button type="button">
        <UserSummary name="Jane Seeker" roleLabel="Job Seeker" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Jane Seeker Job Seeker' })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('AuthLinks', () => {
  it('links Login and Signup through the app’s link (with `to`), or plain anchors', () => {
    const { unmount } = render(<AuthLinks as={RouterLink} />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', { name: 'Signup' })).toHaveAttribute('href', '/signup');
    unmount();
    render(<AuthLinks />);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  });
});

describe('ButtonLink', () => {
  it('is a link with the button look, through the app’s link component', () => {
    render(
      <ButtonLink as={RouterLink} to="/signup" variant="primary" size="sm">
        Signup
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Signup' });
    expect(link).toHaveAttribute('href', '/signup');
    expect(link.className).toBe(buttonClasses({ variant: 'primary', size: 'sm' }));
  });
});

describe('Field', () => {
  it('labels the control, marks it required, and describes it by hint then error', () => {
    render(
      <Field label="Job Title" required hint="Shown on the card" error="Job title is required" id="title">
        {(control) => <Input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Job Title' });
    expect(input).toHaveAttribute('id', 'title');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'title-hint title-error');
    expect(input).toHaveAccessibleDescription('Shown on the card Job title is required');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('without hint or error the control has no aria-invalid and no aria-describedby', () => {
    render(<Field label="Email Address">{(control) => <Input {...control} type="email" />}</Field>);
    const input = screen.getByLabelText('Email Address');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('works for select, textarea and file inputs, with "(optional)"', () => {
    render(
      <>
        <Field label="Category" error="Please select a category">
          {(control) => (
            <Select {...control}>
              <option value="">Select a category</option>
            </Select>
          )}
        </Field>
        <Field label="Job Description">{(control) => <Textarea {...control} />}</Field>
        <Field label="Profile Picture" optional hint="JPG or PNG, up to 5MB">
          {(control) => <input type="file" {...control} />}
        </Field>
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription(
      'Please select a category',
    );
    expect(screen.getByRole('textbox', { name: 'Job Description' })).toBeInTheDocument();
    const file = screen.getByLabelText('Profile Picture (optional)');
    expect(file).toHaveAttribute('type', 'file');
    expect(file).toHaveAccessibleDescription('JPG or PNG, up to 5MB');
  });

  it('a group is named by the label (radio cards)', () => {
    render(
      <Field label="I am a" group error="Please select a role">
        {(control) => (
          <div role="radiogroup" {...control}>
            <label>
              <input type="radio" name="role" value="jobseeker" /> Job Seeker
            </label>
          </div>
        )}
      </Field>,
    );
    const group = screen.getByRole('radiogroup', { name: 'I am a' });
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Please select a role');
  });

  it('Input with leading and trailing pieces keeps the ref on the input', () => {
    let node: HTMLInputElement | null = null;
    render(
      <Input
        aria-label="Password"
        ref={(el) => {
          node = el;
        }}
        leading={<span>icon</span>}
        trailing={<button type="button">Show password</button>}
      />,
    );
    expect(node).toBe(screen.getByLabelText('Password'));
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
});

describe('PageState', () => {
  it('loading is a polite status with its text', () => {
    render(<PageState kind="loading" title="Finding amazing opportunities...." />);
    expect(screen.getByRole('status')).toHaveTextContent('Finding amazing opportunities....');
  });

  it('empty has a heading at the given level, a description and an action', () => {
    render(
      <PageState
        kind="empty"
        headingLevel={1}
        title="No Jobs found"
        description="Try adjusting your search criteria or filters."
        action={<button type="button">Clear All Filters</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'No Jobs found' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('error is an alert with a heading and a retry', async () => {
    const retry = vi.fn();
    render(
      <PageState
        kind="error"
        title="This job could not be loaded"
        action={
          <button type="button" onClick={retry}>
            Try again
          </button>
        }
      />,
    );
    expect(screen.getByRole('alert')).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'This job could not be loaded' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalled();
  });
});

describe('Alert', () => {
  it('an error is announced at once; a notice is a status with its action', () => {
    render(
      <>
        <Alert>Invalid email or password</Alert>
        <Alert tone="info" title="Your session has expired." action={<a href="/login">Sign in</a>}>
          Please sign in again.
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your session has expired.Please sign in again.Sign in',
    );
  });
});
