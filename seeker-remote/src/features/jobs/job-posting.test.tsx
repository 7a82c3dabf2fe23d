// A job as search engines and link previews read it, and the page's head that carries it.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeJobDetail, withQueryCache } from '../../test/fixtures';
import { JobHead } from './components/job-head';
import { jobPosting, summary } from './job-posting';

const URL = 'http://portal.test/jobs/job-1';

describe('the JobPosting of a job', () => {
  it('has what search engines require and recommend', () => {
    const job = makeJobDetail({
      _id: 'job-1',
      title: 'Staff Engineer',
      type: 'Full-Time',
      location: 'Berlin',
      salaryMin: 90000,
      salaryMax: 120000,
      createdAt: '2025-03-01T12:00:00.000Z',
      updatedAt: '2025-03-07T12:00:00.000Z',
    });
    const posting = jobPosting(job, URL);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Staff Engineer',
      datePosted: '2025-03-01T12:00:00.000Z',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Acme Corp' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin' } },
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'USD',
        value: { '@type': 'QuantitativeValue', minValue: 90000, maxValue: 120000, unitText: 'YEAR' },
      },
      url: URL,
    });
    expect(posting?.description).toContain(job.description);
    // Until the job's own date (the API's: past it the job closes).
    expect(posting?.validThrough).toBe(job.validThrough);
  });

  it('says where for a remote job, and has no posting at all once it is closed', () => {
    expect(jobPosting(makeJobDetail({ type: 'Remote' }), URL)).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
    });
    expect(jobPosting(makeJobDetail({ type: 'Remote' }), URL)).not.toHaveProperty('employmentType');
    expect(jobPosting(makeJobDetail({ isClosed: true }), URL)).toBeNull();
  });

  it('summary: the start of the text in whole words, as a meta description', () => {
    expect(summary('  Short\n text ')).toBe('Short text');
    const long = summary('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});

describe('the job page’s head', () => {
  it('title, description, canonical link, link previews and the JobPosting, markup kept as text', () => {
    const job = makeJobDetail({ _id: 'job-1', title: '</script><script>alert(1)</script>' });
    render(withQueryCache(<JobHead job={job} />));
    expect(document.title).toBe('</script><script>alert(1)</script> · JobPortal');
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe(job.description);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', URL);
    expect(meta('meta[property="og:url"]')).toBe(URL);
    expect(meta('meta[property="og:title"]')).toBe('</script><script>alert(1)</script> at Acme Corp');
    expect(meta('meta[name="twitter:card"]')).toBe('summary');
    const data = document.querySelector('script[type="application/ld+json"]');
    // The `<` of the title is escaped in the block, so it cannot end it; the JSON reads back the same.
    expect(data?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(data?.textContent ?? '{}')).toMatchObject({ title: job.title });
  });

  it('a closed job has the page’s tags but no posting; no job yet, its waiting title', () => {
    const { unmount } = render(withQueryCache(<JobHead job={makeJobDetail({ isClosed: true })} />));
    expect(document.querySelector('script[type="application/ld+json"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull();
    unmount();
    render(withQueryCache(<JobHead job={undefined} missing />));
    expect(document.title).toBe('Job not found · JobPortal');
  });
});
