import { useSessionStore } from '@portal/shared-auth';
import { SeekerLayout } from '../../features/layout';
import { ResumeSheet } from '../../features/profile';

/** /resume: the seeker's résumé from their profile, ready to print (job seekers only, by the route's handle). */
export function ResumePage() {
  const user = useSessionStore((s) => s.user);
  return <SeekerLayout>{user && <ResumeSheet user={user} />}</SeekerLayout>;
}
