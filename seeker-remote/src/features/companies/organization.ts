// A company as search engines read it: schema.org's Organization, built from the API's company page. Plain
// data; the page writes it as JSON-LD.
import type { CompanyPage } from '@portal/contracts';

const isWebUrl = (value: string) => /^https?:\/\//i.test(value);

export function organization(company: CompanyPage, url: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org/',
    '@type': 'Organization',
    name: company.name,
    url,
    ...(company.description ? { description: company.description } : {}),
    ...(isWebUrl(company.logo) ? { logo: company.logo } : {}),
    ...(company.locations[0]
      ? { address: { '@type': 'PostalAddress', addressLocality: company.locations[0] } }
      : {}),
  };
}
