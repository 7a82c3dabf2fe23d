// An application's interviews on the employer's page of the candidate: the open one with its actions,
// earlier ones below, and "Propose interview times" while the application is in Review with none open.
import type { ApplicationStatus } from '@portal/contracts/constants';
import { Button } from '@portal/shared-ui/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { InterviewCard } from './interview-card';
import { ProposeInterviewForm } from './propose-form';
import { applicationInterviewsQuery } from './queries';

export function ApplicationInterviews({
  applicationId,
  status,
  viewer,
}: {
  applicationId: string;
  /** The application's stage: times can be proposed from Review. */
  status: ApplicationStatus;
  viewer: string;
}) {
  const { data: interviews = [], isPending } = useQuery(applicationInterviewsQuery(viewer, applicationId));
  const [proposing, setProposing] = useState(false);
  const open = interviews.find((i) => i.status === 'proposed' || i.status === 'scheduled');
  return (
    <section aria-labelledby="interviews-heading" className="mt-6">
      <h2 id="interviews-heading" className="text-lg font-semibold text-gray-900">
        Interviews
      </h2>
      {!isPending && interviews.length === 0 && !proposing && (
        <p className="mt-1 text-sm text-gray-600">
          {status === 'Review'
            ? 'No interview yet: propose a few times and the candidate picks one.'
            : 'Move the application to Review to propose interview times.'}
        </p>
      )}
      {!open && status === 'Review' && !proposing && (
        <Button className="mt-3" size="sm" onClick={() => setProposing(true)}>
          Propose interview times
        </Button>
      )}
      {proposing && (
        <ProposeInterviewForm
          applicationId={applicationId}
          viewer={viewer}
          onDone={() => setProposing(false)}
        />
      )}
      <div className="mt-3 space-y-3">
        {interviews.map((interview) => (
          <InterviewCard
            key={interview._id}
            interview={interview}
            side="employer"
            viewer={viewer}
            heading={interview === open ? 'Interview' : 'Earlier interview'}
          />
        ))}
      </div>
    </section>
  );
}
