import type { CompanyJobsReply, CompanyPage } from '@portal/contracts';
import { ROUTE_PATTERNS } from '@portal/contracts/paths';
import { apiError, type Answer } from '@portal/shared-data/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../test/server';
import { currentLocation, makeJob, renderAt, signOut } from '../../test/fixtures';
import { CompanyPageRoute } from './company-page';

const ACME: CompanyPage = {
  _id: 'e1',
  slug: 'acme-corp',
  name: 'Acme Corp',
  description: 'Acme builds rockets.\nAnd coffee.',
  logo: 'http://portal.test/uploads/logo.png',
  locations: ['Berlin', 'Remote'],
  openJobs: 13,
  updatedAt: '2025-03-01T00:00:00.000Z',
};
const company = { _id: 'e1', name: 'Ed', companyName: 'Acme Corp', companyLogo: '', slug: 'acme-corp' };

const renderPage = (route = '/companies/acme-corp') =>
  renderAt(<CompanyPageRoute />, { route, path: '/companies/:slug' });

/** GET /api/companies/:slug answers `answer`. */
const onCompany = (answer: Answer<CompanyPage>) => api.get(ROUTE_PATTERNS.company, answer);
/** GET /api/companies/:slug/jobs answers `answer`; returns the requests it got. */
const onCompanyJobs = (answer: Answer<CompanyJobsReply>) => api.get(ROUTE_PATTERNS.companyJobs, answer);

beforeEach(() => {
  signOut();
});

describe('/companies/:slug', () => {
  it('shows the company, where it hires, what it says and its open jobs, a page at a time', async () => {
    onCompany(ACME);
    const jobRequests = onCompanyJobs({
      jobs: [makeJob({ title: 'Rocket Engineer', company }), makeJob({ title: 'Barista', company })],
      total: 13,
      page: 1,
      pages: 2,
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Corp' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Corp logo' })).toBeInTheDocument();
    expect(screen.getByText('Berlin · Remote')).toBeInTheDocument();
    expect(screen.getByText('13 open jobs')).toBeInTheDocument();
    expect(screen.getByText(/Acme builds rockets/).textContent).toBe('Acme builds rockets.\nAnd coffee.');
    const list = await screen.findByRole('list', { name: 'Open jobs at Acme Corp' });
    expect(within(list).getByRole('link', { name: 'Rocket Engineer' })).toBeInTheDocument();
    expect(within(list).getAllByRole('link', { name: 'Acme Corp' })[0]).toHaveAttribute(
      'href',
      '/companies/acme-corp',
    );
    expect(jobRequests.map((request) => [request.params.slug, request.query])).toEqual([
      ['acme-corp', { page: '1', limit: '12' }],
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Older jobs' })).toHaveAttribute(
      'href',
      '/companies/acme-corp?page=2',
    );

    await waitFor(() => expect(document.title).toBe('Acme Corp · JobPortal'));
    const ld = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(ld?.textContent ?? '{}')).toMatchObject({
      '@type': 'Organization',
      name: 'Acme Corp',
      url: 'http://portal.test/companies/acme-corp',
      logo: ACME.logo,
      address: { addressLocality: 'Berlin' },
    });
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://portal.test/companies/acme-corp',
    );
  });

  it('says so when the company has no open jobs, and asks for none', async () => {
    onCompany({ ...ACME, openJobs: 0, locations: [] });
    const jobRequests = onCompanyJobs({ jobs: [], total: 0, page: 1, pages: 1 });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No open jobs right now' })).toBeInTheDocument();
    expect(screen.getByText('0 open jobs')).toBeInTheDocument();
    expect(jobRequests).toHaveLength(0);
  });

  it('moves a former slug to the current one', async () => {
    onCompany(ACME);
    onCompanyJobs({ jobs: [], total: 0, page: 1, pages: 1 });
    renderPage('/companies/old-acme?page=2');
    await waitFor(() => expect(currentLocation()).toBe('/companies/acme-corp?page=2'));
  });

  it('says an unknown company is not found', async () => {
    onCompany(() => apiError(404, 'Company not found'));
    renderPage('/companies/nobody');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Jobs' })).toHaveAttribute('href', '/find-jobs');
  });
});
