import type { CompanyPage } from '@portal/contracts';
import { PageTitle, scriptJson } from '@portal/shared-ui/page';
import { BRAND_NAME } from '@portal/shared-ui/tokens';
import { useRemoteEnv } from '@portal/shared-data';
import { LinkPreview } from '../../../components/link-preview';
import { companyPath, summary } from '../../jobs';
import { organization } from '../organization';

/**
 * The company page's head (its route says `handle.head: 'page'`): the company's name and description, the
 * canonical URL (the current slug), link-preview tags and the Organization data. Rendered on the server too,
 * so crawlers and link previews read them in the HTML.
 */
export function CompanyHead({
  company,
  missing = false,
}: {
  company: CompanyPage | undefined;
  missing?: boolean;
}) {
  const { siteUrl } = useRemoteEnv();
  if (!company) {
    return (
      <>
        <PageTitle title={missing ? 'Company not found' : 'Company'} />
        <meta name="description" content="Companies hiring on JobPortal." />
      </>
    );
  }
  const url = `${siteUrl}${companyPath(company.slug)}`;
  const title = `${company.name}: jobs and company profile`;
  const description =
    summary(company.description) ||
    `${company.name} on ${BRAND_NAME}: ${company.openJobs === 1 ? '1 open job' : `${company.openJobs} open jobs`}.`;
  return (
    <>
      <PageTitle title={company.name} />
      <LinkPreview url={url} title={title} description={description} image={company.logo} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(organization(company, url)) }}
      />
    </>
  );
}
