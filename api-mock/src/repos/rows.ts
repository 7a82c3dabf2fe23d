// Row-to-reply pieces shared by the queries that join an application's job and the job's employer.
import type { Application, Company } from '@portal/contracts';

/** The job's employer, with the column names JOB_SELECT uses too (COMPANY_COLUMNS selects them). */
export interface CompanyColumns {
  company_id: string;
  company_user_name: string;
  company_name: string;
  company_logo: string;
  company_slug: string | null;
}

export const toCompany = (row: CompanyColumns): Company => ({
  _id: row.company_id,
  name: row.company_user_name,
  companyName: row.company_name,
  companyLogo: row.company_logo,
  slug: row.company_slug ?? '',
});

/** An application's job as the application lists show it. */
export interface ApplicationJobColumns {
  job_id: string;
  job_title: string;
  job_location: string;
  job_type: Application['job']['type'];
  job_category: Application['job']['category'];
}

export const APPLICATION_JOB_COLUMNS = `j.id AS job_id, j.title AS job_title, j.location AS job_location,
  j.type AS job_type, j.category AS job_category`;

export const toApplicationJob = (row: ApplicationJobColumns): Application['job'] => ({
  _id: row.job_id,
  title: row.job_title,
  location: row.job_location,
  type: row.job_type,
  category: row.job_category,
});

/** The employer columns of CompanyColumns, from the users table joined as `u`. */
export const COMPANY_COLUMNS = `u.id AS company_id, u.name AS company_user_name, u.company_name, u.company_logo,
  u.company_slug`;
