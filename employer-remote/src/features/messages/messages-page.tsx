import { useSessionStore } from '@portal/shared-auth';
import { MessagesView } from '@portal/shared-data/messages';
import { useParams } from 'react-router-dom';
import { EMPLOYER_PATHS } from '../../lib/paths';

/** /employeer/messages and /employeer/messages/:applicationId: the employer's conversations with candidates. */
export function MessagesPage() {
  const user = useSessionStore((s) => s.user);
  const { applicationId } = useParams();
  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="mb-6 text-2xl font-bold text-gray-900">Messages</h1>
      {user && (
        <MessagesView
          key={user._id}
          viewer={user._id}
          side="employer"
          selected={applicationId}
          basePath={EMPLOYER_PATHS.messages}
        />
      )}
    </div>
  );
}
