import { useSearchParams } from 'react-router-dom';
import { VerifyEmail } from '../../features/email';
import { SeekerLayout } from '../../features/layout';

/** /verify-email?token=…, the link of the verification e-mail (no sign-in: the link is the proof). */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  return (
    <SeekerLayout>
      <div className="mx-auto max-w-2xl">
        <h1 className="mb-6 text-2xl font-bold text-gray-900">Confirm your e-mail address</h1>
        <VerifyEmail token={params.get('token') ?? ''} />
      </div>
    </SeekerLayout>
  );
}
