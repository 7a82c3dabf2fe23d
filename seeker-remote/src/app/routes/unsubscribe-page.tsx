import { useSearchParams } from 'react-router-dom';
import { Unsubscribe } from '../../features/email';
import { SeekerLayout } from '../../features/layout';

/** /unsubscribe?token=…, an e-mail's unsubscribe link: no sign-in, the token names the person and the kind. */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  return (
    <SeekerLayout>
      <div className="mx-auto max-w-2xl">
        <h1 className="mb-6 text-2xl font-bold text-gray-900">Unsubscribe</h1>
        <Unsubscribe token={params.get('token') ?? ''} />
      </div>
    </SeekerLayout>
  );
}
