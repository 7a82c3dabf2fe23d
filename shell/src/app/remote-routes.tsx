// The remote-owned routes of the shell's route table. The shell knows each remote's name and what it
// exposes (seeker/pages, employer/routes), never its code.
import { loadEmployerRoutes, loadSeekerPages, type SeekerPagesModule } from '../federation/remotes';
import { RemotePage } from '../features/remote/remote-page';

const seekerPage = (name: keyof SeekerPagesModule, loadingText?: string) => (
  <RemotePage
    remote="seeker"
    page={`seeker/${name}`}
    area="job seeker pages"
    loadingText={loadingText}
    load={async () => (await loadSeekerPages())[name]}
  />
);

export const findJobsElement = seekerPage('FindJobsPage', 'Finding amazing opportunities....');
export const jobDetailElement = seekerPage('JobDetailPage');
export const savedJobsElement = seekerPage('SavedJobsPage');
export const profileElement = seekerPage('ProfilePage');

export const employerElement = (
  <RemotePage
    remote="employer"
    page="employer/routes"
    area="employer pages"
    load={async () => (await loadEmployerRoutes()).default}
  />
);
