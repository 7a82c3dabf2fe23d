import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/** Navigates to `to` (replacing the current entry) `delayMs` after `to` becomes non-null. */
export function useTimedRedirect(to: string | null, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return undefined;
    const timer = setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate]);
}
