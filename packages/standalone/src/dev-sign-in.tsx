// DEVELOPMENT ONLY — the standalone page's sign-in, shared by every remote. In the composed site login
// lives in the shell; its session (localStorage) is per origin, so a remote running alone on its own port
// signs in here. A remote imports this module only behind __PORTAL_DEV__, so production builds never
// contain it or the demo credentials (each remote's contract test greps its build to prove it).
import { DEMO, DEMO_PASSWORD } from '@portal/api-mock/demo-accounts';
import type { Role } from '@portal/contracts/constants';
import { authApi, getErrorMessage, useSessionStore } from '@portal/shared-auth';
import { Button } from '@portal/shared-ui';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';

/** The seeded demo accounts of api-mock (see its README). */
const DEMO_ACCOUNTS: Record<Role, { email: string; label: string }> = {
  jobseeker: { email: DEMO.seeker.email, label: 'job seeker' },
  employeer: { email: DEMO.employer.email, label: 'employer' },
};

const inputClass =
  'block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30';

interface DevFieldProps {
  id: string;
  label: string;
  type: 'email' | 'password';
  value: string;
  onChange: (value: string) => void;
}

function DevField({ id, label, type, value, onChange }: DevFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className={inputClass}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

export interface DevSignInProps {
  /** Whose demo account the form starts with. */
  role: Role;
  /** Where to go after signing in when no guarded page sent the user here. */
  home: string;
}

export function DevSignIn({ role, home }: DevSignInProps) {
  const [email, setEmail] = useState(DEMO_ACCOUNTS[role].email);
  const [password, setPassword] = useState(DEMO_PASSWORD);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const login = useSessionStore((s) => s.login);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: { pathname?: string } } | null)?.from?.pathname;
  const target = from && from.startsWith('/') && from !== '/login' ? from : home;
  if (isAuthenticated) return <Navigate to={target} replace />;

  return (
    <main className="flex min-h-screen items-center justify-center bg-gray-50 p-4">
      <form
        className="w-full max-w-sm space-y-4 rounded-xl border border-amber-300 bg-white p-6 shadow-sm"
        onSubmit={async (e) => {
          e.preventDefault();
          setBusy(true);
          setError('');
          try {
            const { token, ...user } = await authApi.login({ email, password });
            login(user, token);
            void navigate(target, { replace: true });
          } catch (failure) {
            setError(getErrorMessage(failure, 'Login failed Please check your credentials'));
            setBusy(false);
          }
        }}
      >
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Development only: this remote is running standalone. In the composed site, sign in through the
          shell.
        </p>
        <h1 className="text-xl font-bold text-gray-900">Sign in (dev)</h1>
        <p className="text-sm text-gray-600">
          Starts with the demo {DEMO_ACCOUNTS[role].label} account; any account of the API works.
        </p>
        <DevField id="dev-email" label="Email" type="email" value={email} onChange={setEmail} />
        <DevField
          id="dev-password"
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
        />
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" loading={busy} className="w-full">
          Sign In
        </Button>
      </form>
    </main>
  );
}
