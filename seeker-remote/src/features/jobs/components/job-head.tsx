import type { JobDetail } from '@portal/contracts';
import { PageTitle, scriptJson } from '@portal/shared-ui/page';
import { useRemoteEnv } from '@portal/shared-data';
import { LinkPreview } from '../../../components/link-preview';
import { companyName } from '../job-display';
import { jobPath } from '../job-intent';
import { jobPosting, summary } from '../job-posting';

/** What the page says about itself before its job is known, and when there is none. */
const NO_JOB = 'Find your next job on JobPortal.';

/**
 * The job page's head (its route says `handle.head: 'page'`): the job's title and description, the
 * canonical URL, link-preview tags (Open Graph, Twitter) and the JobPosting data. React puts the title, meta
 * and link elements in the document's head; the data block stays where it is (a `<script>` of JSON, never
 * run). Rendered on the server too, so crawlers and link previews read them in the HTML.
 */
export function JobHead({ job, missing = false }: { job: JobDetail | undefined; missing?: boolean }) {
  const { siteUrl } = useRemoteEnv();
  if (!job) {
    return (
      <>
        <PageTitle title={missing ? 'Job not found' : 'Job Details'} />
        <meta name="description" content={NO_JOB} />
      </>
    );
  }
  const url = `${siteUrl}${jobPath(job._id)}`;
  const title = `${job.title} at ${companyName(job)}`;
  const description = summary(job.description);
  const posting = jobPosting(job, url);
  return (
    <>
      <PageTitle title={job.title} />
      <LinkPreview url={url} title={title} description={description} />
      {posting && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(posting) }} />
      )}
    </>
  );
}
