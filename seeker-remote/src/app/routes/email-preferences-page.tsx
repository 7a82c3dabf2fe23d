import { EmailPreferences } from '../../features/email';
import { SeekerLayout } from '../../features/layout';
import { useViewer } from '../../lib/viewer';

/** /email-preferences, for anyone signed in (every e-mail's footer links here, employers' too). */
export function EmailPreferencesPage() {
  const viewer = useViewer();
  return (
    <SeekerLayout>
      <div className="mx-auto max-w-2xl">
        <h1 className="mb-1 text-2xl font-bold text-gray-900">E-mail preferences</h1>
        <p className="mb-6 text-sm text-gray-600">Choose which e-mails the portal sends you.</p>
        {viewer && <EmailPreferences key={viewer.key} viewer={viewer.key} />}
      </div>
    </SeekerLayout>
  );
}
