// The shell knows the remotes by name and by what they expose, never by their code (DESIGN §2).
// Exposed modules are checked at run time, so nothing untyped crosses the federation boundary.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../config/runtime-config';

export type RemoteName = 'seeker' | 'employer';

/** `seeker/pages`: one component per seeker route. */
export interface SeekerPagesModule {
  FindJobsPage: ComponentType;
  JobDetailPage: ComponentType;
  SavedJobsPage: ComponentType;
  ProfilePage: ComponentType;
}
/** `employer/routes`: the component that renders every /employeer/* route. */
export interface EmployerRoutesModule {
  default: ComponentType;
}

const SEEKER_PAGES = ['FindJobsPage', 'JobDetailPage', 'SavedJobsPage', 'ProfilePage'] as const;

let remotesConfig: RuntimeConfig['remotes'] | null = null;

function register(force: boolean) {
  if (!remotesConfig) throw new Error('Remotes are not configured yet');
  registerRemotes(
    [
      { name: 'seeker', entry: remotesConfig.seeker },
      { name: 'employer', entry: remotesConfig.employer },
    ],
    { force },
  );
}

export function registerPortalRemotes(remotes: RuntimeConfig['remotes']) {
  remotesConfig = remotes;
  register(false);
}

/** Forgets a failed remote so that the next load fetches its manifest and entry again. */
export function resetRemote(_name: RemoteName) {
  register(true);
}

const isComponent = (value: unknown): value is ComponentType =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

export async function loadSeekerPages(): Promise<SeekerPagesModule> {
  const module = await loadRemote<Record<string, unknown>>('seeker/pages');
  if (!module || SEEKER_PAGES.some((page) => !isComponent(module[page]))) {
    throw new Error('The seeker remote does not expose the expected pages');
  }
  return module as unknown as SeekerPagesModule;
}

export async function loadEmployerRoutes(): Promise<EmployerRoutesModule> {
  const module = await loadRemote<Record<string, unknown>>('employer/routes');
  if (!module || !isComponent(module.default)) {
    throw new Error('The employer remote does not expose its routes');
  }
  return module as unknown as EmployerRoutesModule;
}
