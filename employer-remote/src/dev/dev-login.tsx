// DEV ONLY — the standalone page's sign-in. In the composed site, login lives in the shell (:3000); its
// localStorage session is not visible on :3002 (storage is per origin), so the standalone page signs in here.
import { authApi, getErrorMessage, useSessionStore } from '@portal/shared-auth';
import { Button } from '@portal/shared-ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { inputClass } from '../components';
import { EMPLOYER_PATHS } from '../lib/paths';

export function DevLogin() {
  const [email, setEmail] = useState('employer@demo.test');
  const [password, setPassword] = useState('Demo1234');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const login = useSessionStore((s) => s.login);
  const isAuthenticated = useSessionStore((s) => s.isAuthenticated);
  const navigate = useNavigate();
  if (isAuthenticated) return <Navigate to={EMPLOYER_PATHS.dashboard} replace />;

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
            navigate(EMPLOYER_PATHS.dashboard, { replace: true });
          } catch (failure) {
            setError(getErrorMessage(failure, 'Login failed Please check your credentials'));
            setBusy(false);
          }
        }}
      >
        <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          Development only: the employer remote running standalone. In the composed site, sign in through the
          shell.
        </p>
        <h1 className="text-xl font-bold text-gray-900">Employer sign-in (dev)</h1>
        <div>
          <label htmlFor="dev-email" className="mb-1 block text-sm font-medium">
            Email
          </label>
          <input
            id="dev-email"
            type="email"
            className={inputClass}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div>
          <label htmlFor="dev-password" className="mb-1 block text-sm font-medium">
            Password
          </label>
          <input
            id="dev-password"
            type="password"
            className={inputClass}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
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
