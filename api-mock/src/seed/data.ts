// Word lists for the deterministic seed.
import type { JobCategory } from '@portal/contracts/constants';

import { DEMO_EMPLOYER_EMAIL } from './demo-accounts.js';

export interface CompanySeed {
  contact: string;
  email: string;
  companyName: string;
  companyDescription: string;
}

export const COMPANIES: CompanySeed[] = [
  {
    contact: 'Morgan Reyes',
    email: DEMO_EMPLOYER_EMAIL,
    companyName: 'Acme Demo Labs',
    companyDescription:
      'Acme Demo Labs builds developer tools and cloud services for small teams. We are 120 people across three offices and a remote-first engineering group.',
  },
  {
    contact: 'Priya Natarajan',
    email: 'talent@northwind.test',
    companyName: 'Northwind Analytics',
    companyDescription: 'Data platform and BI dashboards for retailers.',
  },
  {
    contact: 'Tom Becker',
    email: 'jobs@bluefin.test',
    companyName: 'Bluefin Cloud',
    companyDescription: 'Managed Kubernetes and serverless hosting.',
  },
  {
    contact: 'Aisha Khan',
    email: 'careers@cedarhealth.test',
    companyName: 'Cedar Health',
    companyDescription: 'Telehealth clinics and patient apps.',
  },
  {
    contact: 'Lucas Moreau',
    email: 'hiring@lumen.test',
    companyName: 'Lumen Mobility',
    companyDescription: 'Electric scooters and fleet software.',
  },
  {
    contact: 'Grace Okafor',
    email: 'people@harborfin.test',
    companyName: 'Harbor Fintech',
    companyDescription: 'Payments and lending APIs for marketplaces.',
  },
  {
    contact: 'Daniel Cho',
    email: 'talent@quillmedia.test',
    companyName: 'Quill Media',
    companyDescription: 'Digital publishing, newsletters and podcasts.',
  },
  {
    contact: 'Sofia Rossi',
    email: 'jobs@atlaslogistics.test',
    companyName: 'Atlas Logistics',
    companyDescription: 'Freight brokerage and warehouse robotics.',
  },
  {
    contact: 'Ethan Walker',
    email: 'careers@nimbusretail.test',
    companyName: 'Nimbus Retail',
    companyDescription: 'Omnichannel retail with 300 stores.',
  },
  {
    contact: 'Mei Tanaka',
    email: 'hiring@verdant.test',
    companyName: 'Verdant Energy',
    companyDescription: 'Solar installation and grid software.',
  },
  {
    contact: 'Oliver Brandt',
    email: 'talent@orbitgames.test',
    companyName: 'Orbit Games',
    companyDescription: 'Mobile and console game studio.',
  },
  {
    contact: 'Hannah Levi',
    email: 'people@kiteedu.test',
    companyName: 'Kite Education',
    companyDescription: 'Online courses and tutoring marketplace.',
  },
];

export const FIRST_NAMES = [
  'Jordan',
  'Emma',
  'Liam',
  'Olivia',
  'Noah',
  'Ava',
  'Mateo',
  'Isabella',
  'Lucas',
  'Mia',
  'Ethan',
  'Amelia',
  'Arjun',
  'Chloe',
  'Kenji',
  'Zara',
  'Diego',
  'Fatima',
  'Samuel',
  'Nina',
  'Omar',
  'Leah',
  'Ivan',
  'Grace',
  'Tariq',
  'Elena',
  'Victor',
  'Hana',
  'Felix',
  'Maya',
];
export const LAST_NAMES = [
  'Lee',
  'Smith',
  'Garcia',
  'Nguyen',
  'Patel',
  'Kim',
  'Müller',
  'Rossi',
  'Johnson',
  'Silva',
  'Brown',
  'Cohen',
  'Okafor',
  'Tanaka',
  'Novak',
  'Haddad',
  'Larsen',
  'Dubois',
  'Kowalski',
  'Reyes',
];

export const LOCATIONS = [
  'San Francisco, CA',
  'New York, NY',
  'Austin, TX',
  'Seattle, WA',
  'Boston, MA',
  'Chicago, IL',
  'Denver, CO',
  'Los Angeles, CA',
  'Atlanta, GA',
  'Miami, FL',
  'Portland, OR',
  'London, UK',
  'Berlin, Germany',
  'Toronto, Canada',
  'Amsterdam, Netherlands',
  'Bangalore, India',
  'Sydney, Australia',
  'Dublin, Ireland',
];
export const REMOTE_LOCATIONS = ['Remote', 'Remote (US)', 'Remote (EU)', 'Remote, Worldwide'];

export const SENIORITY = ['', '', 'Junior ', 'Senior ', 'Senior ', 'Lead ', 'Staff ', 'Principal '];

interface CategorySeed {
  titles: string[];
  skills: string[];
  team: string;
  salary: [number, number];
}

export const CATEGORY_DATA: Record<JobCategory, CategorySeed> = {
  Engineering: {
    titles: [
      'Software Engineer',
      'Software Engineer',
      'Python Developer',
      'Backend Engineer',
      'Frontend Developer',
      'Full Stack Engineer',
      'C++ Systems Engineer',
      'DevOps Engineer',
      'Mobile Developer (React Native)',
      'Site Reliability Engineer',
      'Data Engineer',
      'Embedded Software Engineer (C/C++)',
      'Machine Learning Engineer',
      'Node.js Developer',
      'Go Engineer',
    ],
    skills: [
      'TypeScript',
      'React',
      'Node.js',
      'C++',
      'Go',
      'Rust',
      'Python',
      'Kubernetes',
      'PostgreSQL',
      'AWS',
      'GraphQL',
      'Docker',
      'Terraform',
      'Kafka',
      'C#',
      '.NET',
      'Java',
      'Kotlin',
      'Swift',
      'PyTorch',
    ],
    team: 'engineering',
    salary: [70_000, 190_000],
  },
  Design: {
    titles: [
      'UX Designer',
      'UX Designer',
      'Product Designer',
      'UX Researcher',
      'UI Designer',
      'Graphic Designer',
      'Brand Designer',
      'Motion Designer',
    ],
    skills: [
      'Figma',
      'Sketch',
      'prototyping',
      'user research',
      'design systems',
      'accessibility (WCAG)',
      'Adobe After Effects',
      'illustration',
    ],
    team: 'design',
    salary: [55_000, 150_000],
  },
  Marketing: {
    titles: [
      'Marketing Manager',
      'Marketing Manager',
      'Content Marketing Manager',
      'SEO Specialist',
      'Growth Marketer',
      'Social Media Manager',
      'Marketing Analyst',
      'Email Marketing Specialist',
    ],
    skills: [
      'SEO',
      'Google Analytics',
      'HubSpot',
      'copywriting',
      'paid social',
      'A/B testing',
      'lifecycle campaigns',
      'SQL',
    ],
    team: 'marketing',
    salary: [50_000, 130_000],
  },
  Sales: {
    titles: [
      'Sales Representative',
      'Sales Representative',
      'Account Executive',
      'Sales Development Representative',
      'Enterprise Sales Manager',
      'Inside Sales Representative',
      'Partnerships Manager',
    ],
    skills: [
      'Salesforce',
      'pipeline management',
      'negotiation',
      'SaaS sales',
      'cold outreach',
      'forecasting',
      'HubSpot CRM',
    ],
    team: 'sales',
    salary: [45_000, 160_000],
  },
  'IT & Software': {
    titles: [
      'Data Analyst',
      'Data Analyst',
      'Software Support Engineer',
      'IT Support Specialist',
      'Systems Administrator',
      'Network Engineer',
      'QA Automation Engineer',
      'Salesforce Developer',
      'Cloud Administrator',
    ],
    skills: [
      'Linux',
      'Windows Server',
      'Active Directory',
      'Cisco',
      'Selenium',
      'Playwright',
      'Azure',
      'Bash',
      'PowerShell',
      'Jira',
    ],
    team: 'IT',
    salary: [45_000, 140_000],
  },
  'Customer Service': {
    titles: [
      'Customer Support Specialist',
      'Customer Support Representative',
      'Technical Support Agent',
      'Customer Success Manager',
      'Call Center Team Lead',
      'Client Services Coordinator',
    ],
    skills: [
      'Zendesk',
      'Intercom',
      'de-escalation',
      'written communication',
      'ticket triage',
      'knowledge base writing',
    ],
    team: 'customer experience',
    salary: [35_000, 90_000],
  },
  Product: {
    titles: [
      'Product Manager',
      'Product Owner',
      'Technical Product Manager',
      'Product Analyst',
      'Product Operations Manager',
    ],
    skills: ['roadmapping', 'discovery', 'Amplitude', 'SQL', 'stakeholder management', 'Agile/Scrum', 'OKRs'],
    team: 'product',
    salary: [80_000, 180_000],
  },
  Operations: {
    titles: [
      'Operations Manager',
      'Logistics Coordinator',
      'Supply Chain Analyst',
      'Office Manager',
      'Project Coordinator',
    ],
    skills: ['Excel', 'process improvement', 'vendor management', 'Lean/Six Sigma', 'NetSuite', 'scheduling'],
    team: 'operations',
    salary: [45_000, 120_000],
  },
  Finance: {
    titles: [
      'Accountant',
      'Financial Analyst',
      'Accountant',
      'Payroll Specialist',
      'Controller',
      'FP&A Manager',
    ],
    skills: ['Excel', 'GAAP', 'financial modelling', 'QuickBooks', 'NetSuite', 'budgeting', 'audit'],
    team: 'finance',
    salary: [55_000, 170_000],
  },
  HR: {
    titles: [
      'Recruiter',
      'HR Generalist',
      'Technical Recruiter',
      'People Operations Manager',
      'Talent Acquisition Specialist',
      'HR Business Partner',
    ],
    skills: ['Greenhouse', 'Workday', 'employee relations', 'sourcing', 'compensation', 'onboarding'],
    team: 'people',
    salary: [50_000, 140_000],
  },
  Other: {
    titles: [
      'Technical Writer',
      'Legal Counsel',
      'Community Manager',
      'Research Assistant',
      'Executive Assistant',
    ],
    skills: [
      'Markdown',
      'contract review',
      'community building',
      'Discord',
      'literature review',
      'calendar management',
    ],
    team: 'business',
    salary: [40_000, 150_000],
  },
};

export const INTROS = [
  '{company} is looking for a {title} to join our {team} team.',
  'Join {company} as a {title} and help us grow our {team} team.',
  'We are hiring a {title} at {company}.',
  '{company} is growing and needs a {title} ({team}).',
];
export const MIDDLES = [
  'You will own projects end to end and work closely with a small, senior group.',
  'You will partner with product, design and customers to ship work that matters.',
  'Our teams are small, autonomous and measured by outcomes, not hours.',
  'This role reports to the head of {team} and has real room to grow.',
  'Expect a mix of hands-on work, mentoring and planning (about 70/30).',
  "You will improve our tooling, our processes and our customers' day.",
];
export const PERKS = [
  'We offer flexible hours, a learning budget and 25 days of paid leave.',
  'Benefits include health cover, a home-office stipend and parental leave.',
  'Equity for every employee, plus a yearly team retreat.',
  'Four-day weeks in summer and a generous conference budget.',
];

/** Private notes the demo employer keeps on some applicants. */
export const NOTE_TEXTS = [
  'Strong portfolio; schedule a first call.',
  'Salary expectation is above the range — discuss flexibility.',
  'Referred by a team member.',
  'Great answers in the screening questions.',
  'Needs visa sponsorship; check with HR.',
  'Available to start in two weeks.',
  'Ask about the gap in 2021 in the next interview.',
  'Second interview went well; waiting for the panel.',
];

/**
 * The demo seeker's profile: what matching reads (headline, skills, desired location and type, remote) and
 * what the résumé page prints (summary, experience, education).
 */
export const DEMO_SEEKER_PROFILE = {
  headline: 'Frontend developer, 5 years of React and TypeScript',
  skills: ['React', 'TypeScript', 'JavaScript', 'CSS', 'SQL', 'Node.js'],
  desiredLocation: 'Lisbon',
  desiredType: 'Full-Time',
  openToRemote: true,
  summary:
    'Frontend developer who turns product ideas into fast, accessible web apps. I like small teams, clear code reviews and shipping every week.',
  experience: [
    {
      title: 'Frontend Developer',
      company: 'Brightside Media',
      start: '2022-03',
      end: '',
      description:
        'Rebuilt the customer dashboard in React and TypeScript; cut its load time by half and led the move to automated accessibility checks.',
    },
    {
      title: 'Junior Web Developer',
      company: 'Lisbon Digital Studio',
      start: '2019-09',
      end: '2022-02',
      description:
        'Built marketing sites and a booking app for local clients with JavaScript, CSS and Node.js.',
    },
  ],
  education: [
    { school: 'University of Lisbon', degree: 'BSc Computer Science', start: '2015-09', end: '2019-07' },
  ],
};

/** Headlines and skills of the other demo seekers (seeker1…), in turn: the employers' talent pool. */
export const SEEKER_PROFILES: { headline: string; skills: string[]; desiredType: string }[] = [
  {
    headline: 'Data analyst: SQL, Python and dashboards',
    skills: ['SQL', 'Python', 'Excel', 'Tableau'],
    desiredType: 'Full-Time',
  },
  {
    headline: 'Backend engineer (Go, PostgreSQL)',
    skills: ['Go', 'PostgreSQL', 'Docker', 'AWS'],
    desiredType: 'Full-Time',
  },
  {
    headline: 'UX designer who loves research',
    skills: ['Figma', 'User Research', 'Prototyping'],
    desiredType: 'Contract',
  },
  {
    headline: 'Customer support specialist',
    skills: ['Zendesk', 'Communication', 'Troubleshooting'],
    desiredType: 'Part-Time',
  },
  {
    headline: 'Marketing manager, growth and content',
    skills: ['SEO', 'Content Marketing', 'Google Analytics'],
    desiredType: 'Full-Time',
  },
  {
    headline: 'Sales representative, B2B SaaS',
    skills: ['Salesforce', 'Negotiation', 'Prospecting'],
    desiredType: 'Full-Time',
  },
  {
    headline: 'DevOps engineer: Kubernetes and Terraform',
    skills: ['Kubernetes', 'Terraform', 'AWS', 'Linux'],
    desiredType: 'Remote',
  },
  { headline: 'Accountant, chartered', skills: ['Bookkeeping', 'Excel', 'IFRS'], desiredType: 'Full-Time' },
  {
    headline: 'Computer science student looking for an internship',
    skills: ['Java', 'Python', 'Git'],
    desiredType: 'Internship',
  },
  {
    headline: 'Product manager for B2B platforms',
    skills: ['Roadmaps', 'Analytics', 'Agile'],
    desiredType: 'Full-Time',
  },
];
