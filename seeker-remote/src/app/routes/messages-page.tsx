import { MessagesView } from '@portal/shared-data/messages';
import { useParams } from 'react-router-dom';
import { SeekerLayout } from '../../features/layout';
import { useViewer } from '../../lib/viewer';
import { SEEKER_PATHS } from '../route-patterns';

/** /messages and /messages/:applicationId: the seeker's conversations with employers (job seekers only). */
export function MessagesPage() {
  const viewer = useViewer();
  const { applicationId } = useParams();
  return (
    <SeekerLayout>
      <div className="mx-auto max-w-5xl">
        <h1 className="mb-6 text-2xl font-bold text-gray-900">Messages</h1>
        {viewer?.user && (
          <MessagesView
            key={viewer.key}
            viewer={viewer.key}
            side="seeker"
            selected={applicationId}
            basePath={SEEKER_PATHS.messages}
          />
        )}
      </div>
    </SeekerLayout>
  );
}
