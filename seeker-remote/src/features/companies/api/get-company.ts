import type { CompanyJobsReply, CompanyPage } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { apiClient } from '@portal/shared-auth';

/** GET /api/companies/:slug: public; a former slug answers with the company under its current one. */
export async function getCompany(slug: string, signal?: AbortSignal): Promise<CompanyPage> {
  const { data } = await apiClient.get<CompanyPage>(API_PATHS.company(slug), { signal });
  return data;
}

/** GET /api/companies/:slug/jobs: a page of its open jobs, newest first (the caller's marks when signed in). */
export async function getCompanyJobs(
  slug: string,
  page: number,
  limit: number,
  signal?: AbortSignal,
): Promise<CompanyJobsReply> {
  const { data } = await apiClient.get<CompanyJobsReply>(API_PATHS.companyJobs(slug), {
    params: { page, limit },
    signal,
  });
  return data;
}
