// The résumé a job seeker builds on their profile: when there is one, and what its PDF is called. A module
// of its own (no rules, no messages), so the pages that only need these two carry nothing else.

/** What a built résumé is made of (the profile's fields; an empty field is '' or []). */
export interface BuiltResumeFields {
  headline: string;
  summary: string;
  skills: readonly unknown[];
  experience: readonly unknown[];
  education: readonly unknown[];
}

/**
 * Whether the seeker built a résumé on their profile: anything beyond their name. Until then there is no
 * PDF of it to download or send (the server's 422 and the apply dialog decide alike).
 */
export const hasBuiltResume = (r: BuiltResumeFields): boolean =>
  Boolean(r.headline.trim() || r.summary.trim()) ||
  r.skills.length + r.experience.length + r.education.length > 0;

/** The built résumé's PDF file name: the seeker's name in plain letters, then "Resume" ("Zoe-Quantum-Resume.pdf"). */
export function resumePdfName(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base ? `${base}-` : ''}Resume.pdf`;
}
