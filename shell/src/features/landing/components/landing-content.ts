// Static marketing content of the landing page.
import type { ComponentType } from 'react';
import {
  AwardIcon,
  BarChartIcon,
  BriefcaseIcon,
  BuildingIcon,
  FileTextIcon,
  MessageIcon,
  ShieldCheckIcon,
  TargetIcon,
  UsersIcon,
  ZapIcon,
} from '@portal/shared-ui/icons';

type Icon = ComponentType<{ className?: string }>;

export interface Feature {
  title: string;
  description: string;
  Icon: Icon;
}

export const SEEKER_FEATURES: Feature[] = [
  {
    title: 'Smart Job Matching',
    description: 'Roles picked for your skills, experience and the way you want to work.',
    Icon: TargetIcon,
  },
  {
    title: 'Resume Builder',
    description: 'Build a polished, professional resume that gets noticed in minutes.',
    Icon: FileTextIcon,
  },
  {
    title: 'Direct Messaging',
    description: 'Talk directly with hiring managers, no middlemen in between.',
    Icon: MessageIcon,
  },
  {
    title: 'Skill Assessments',
    description: 'Prove what you can do and stand out to the companies that matter.',
    Icon: AwardIcon,
  },
];

export const EMPLOYER_FEATURES: Feature[] = [
  {
    title: 'Talent Pool Access',
    description: 'Reach a large pool of qualified candidates ready for their next role.',
    Icon: UsersIcon,
  },
  {
    title: 'Analytics Dashboard',
    description: 'Follow your job posts, applicants and hires in one clear view.',
    Icon: BarChartIcon,
  },
  {
    title: 'Verified Candidates',
    description: 'Every profile is verified, so you spend your time on real applicants.',
    Icon: ShieldCheckIcon,
  },
  {
    title: 'Quick Hiring',
    description: 'Streamlined tools take you from job post to signed offer faster.',
    Icon: ZapIcon,
  },
];

export interface PlatformStat {
  label: string;
  value: string;
  growth: string;
  Icon: Icon;
  tone: string;
}

export const PLATFORM_STATS: PlatformStat[] = [
  {
    label: 'Active Users',
    value: '2.4M+',
    growth: '+15%',
    Icon: UsersIcon,
    tone: 'bg-brand-100 text-brand-700',
  },
  {
    label: 'Companies',
    value: '50K+',
    growth: '+22%',
    Icon: BuildingIcon,
    tone: 'bg-violet-100 text-violet-700',
  },
  {
    label: 'Jobs Posted',
    value: '150K+',
    growth: '+18%',
    Icon: BriefcaseIcon,
    tone: 'bg-amber-100 text-amber-700',
  },
  {
    label: 'Successful Hires',
    value: '89K+',
    growth: '+8%',
    Icon: AwardIcon,
    tone: 'bg-emerald-100 text-emerald-700',
  },
];

export const MATCH_RATE = { label: 'Match Rate', value: '94%' } as const;
