import type { Role } from '@portal/contracts/constants';
import { homePathFor } from '@portal/shared-auth';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandLink } from '../../../components/brand-link';
import { CheckCircleIcon } from '../../../components/icons';

const HIGHLIGHTS = [
  'Smart job matching built around your skills',
  'Thousands of verified companies hiring now',
  'One account for job seekers and employers',
];

/** Two-column frame of the login and signup pages: a brand panel (large screens) and the form card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen bg-gray-50">
      <aside className="relative hidden w-5/12 flex-col justify-between overflow-hidden bg-gradient-to-br from-blue-600 via-blue-700 to-indigo-800 p-10 text-white lg:flex">
        <div aria-hidden="true" className="absolute -right-24 -top-24 h-72 w-72 rounded-full bg-white/10" />
        <div aria-hidden="true" className="absolute -bottom-32 -left-20 h-80 w-80 rounded-full bg-white/5" />
        <BrandLink inverted />
        <div className="relative">
          <p className="text-3xl font-bold leading-tight">Find your dream job or the perfect hire.</p>
          <ul className="mt-8 space-y-4 text-blue-50">
            {HIGHLIGHTS.map((text) => (
              <li key={text} className="flex items-start gap-3">
                <CheckCircleIcon className="mt-0.5 h-5 w-5 shrink-0 text-blue-200" />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-blue-100">Trusted by 50K+ companies and 2.4M+ professionals.</p>
      </aside>
      <div className="flex flex-1 flex-col">
        <header className="px-4 py-5 sm:px-8 lg:hidden">
          <BrandLink />
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pb-10 sm:px-6 lg:items-center lg:py-10">
          <div className="w-full max-w-md rounded-2xl border border-gray-100 bg-white p-6 shadow-xl shadow-blue-900/5 sm:p-8">
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
      <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-green-600">
        <CheckCircleIcon className="h-9 w-9" />
      </span>
      <h1 className="mt-5 text-2xl font-bold text-gray-900">{title}</h1>
      <div className="mt-2 space-y-1 text-gray-600">{children}</div>
      <p className="mt-6 inline-flex items-center gap-2 text-sm font-medium text-blue-700">
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-blue-600 border-t-transparent"
        />
        Redirecting to your dashboard...
      </p>
    </div>
  );
}

/** The page's submit error (server message or the fallback text) in a red box. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-700"
    >
      <span aria-hidden="true" className="mt-0.5 shrink-0">
        <AlertDot />
      </span>
      <p>{children}</p>
    </div>
  );
}

function AlertDot() {
  return <span className="block h-2 w-2 translate-y-1 rounded-full bg-red-500" />;
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
    <button
      type="submit"
      disabled={loading}
      className="flex w-full items-center justify-center gap-2 rounded-lg bg-blue-600 px-4 py-3 font-semibold text-white shadow-sm transition hover:bg-blue-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-70"
    >
      {loading ? (
        <span
          aria-hidden="true"
          className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent"
        />
      ) : null}
      {loading ? loadingText : idleText}
    </button>
  );
}

/** Shown on /login and /signup to a user who is already signed in: the page stays usable (switch account). */
export function SignedInNote({ name, role }: { name: string; role: Role }) {
  return (
    <p className="mb-5 rounded-lg border border-blue-100 bg-blue-50 px-3 py-2.5 text-sm text-blue-800">
      You are signed in as <strong>{name}</strong>.{' '}
      <Link to={homePathFor(role)} className="font-semibold underline underline-offset-2 hover:text-blue-900">
        Go to your dashboard
      </Link>
    </p>
  );
}
