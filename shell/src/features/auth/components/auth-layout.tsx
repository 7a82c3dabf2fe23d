import type { Role } from '@portal/contracts/constants';
import { homePathFor } from '@portal/shared-auth';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { CheckCircleIcon } from '@portal/shared-ui/icons';
import { Spinner } from '@portal/shared-ui/spinner';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { SiteHeader } from '../../../components/site-header';
import { MAIN_CONTENT_ID } from '@portal/shared-ui/page';

const HIGHLIGHTS = [
  'Smart job matching built around your skills',
  'Thousands of verified companies hiring now',
  'One account for job seekers and employers',
];

/** The login and signup frame: the site header, a brand panel (large screens) and the form card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <SiteHeader />
      <div className="flex flex-1">
        <aside
          aria-label="Why JobPortal"
          className="relative hidden w-5/12 flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-indigo-800 p-10 text-white lg:flex"
        >
          <div aria-hidden="true" className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-white/10" />
          <div
            aria-hidden="true"
            className="absolute -bottom-32 -left-20 h-80 w-80 rounded-full bg-white/5"
          />
          <div className="relative">
            <p className="text-3xl leading-tight font-bold">Find your dream job or the perfect hire.</p>
            <ul className="mt-8 space-y-4 text-brand-50">
              {HIGHLIGHTS.map((text) => (
                <li key={text} className="flex items-start gap-3">
                  <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-200" />
                  <span>{text}</span>
                </li>
              ))}
            </ul>
          </div>
          <p className="relative text-sm text-brand-100">
            Trusted by 50K+ companies and 2.4M+ professionals.
          </p>
        </aside>
        <main
          id={MAIN_CONTENT_ID}
          className="flex flex-1 items-start justify-center px-4 py-10 sm:px-6 lg:items-center"
        >
          <div className="w-full max-w-md rounded-2xl border border-gray-100 bg-white p-6 shadow-xl shadow-brand-900/5 sm:p-8">
            {children}
          </div>
        </main>
      </div>
    </div>
  );
}

/** The "done" panel shown after a successful login or signup, before the timed redirect. */
export function AuthSuccess({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="py-6 text-center">
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-700">
        <CheckCircleIcon className="h-9 w-9" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-gray-900">{title}</h1>
      <div className="mt-2 space-y-1 text-gray-600">{children}</div>
      <p className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-brand-700">
        <Spinner className="h-4 w-4" />
        Redirecting to your dashboard...
      </p>
    </div>
  );
}

/** The form's submit error (the server's message or the fallback) in a red box above the button. */
export function FormAlert({ children }: { children: ReactNode }) {
  return <Alert tone="error">{children}</Alert>;
}

/** The full-width submit button with its loading text. */
export function SubmitButton({
  loading,
  idleText,
  loadingText,
}: {
  loading: boolean;
  idleText: string;
  loadingText: string;
}) {
  return (
    <Button type="submit" size="lg" fullWidth loading={loading}>
      {loading ? loadingText : idleText}
    </Button>
  );
}

/** Shown on /login and /signup to a user who is already signed in: the page stays usable (switch account). */
export function SignedInNote({ name, role }: { name: string; role: Role }) {
  return (
    <Alert tone="info" className="mb-5">
      You are signed in as <strong>{name}</strong>.{' '}
      <Link
        to={homePathFor(role)}
        className="font-semibold underline underline-offset-2 hover:text-brand-700"
      >
        Go to your dashboard
      </Link>
    </Alert>
  );
}
