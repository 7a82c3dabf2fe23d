import { describe, expect, it } from 'vitest';
import { hasBuiltResume, resumePdfName } from './resume';

describe('the built résumé', () => {
  const none = { headline: '', summary: '', skills: [], experience: [], education: [] };
  it('is built once anything beyond the name is there', () => {
    expect(hasBuiltResume(none)).toBe(false);
    expect(hasBuiltResume({ ...none, headline: '  ', summary: ' ' })).toBe(false);
    expect(hasBuiltResume({ ...none, headline: 'Analyst' })).toBe(true);
    expect(hasBuiltResume({ ...none, skills: ['SQL'] })).toBe(true);
    expect(hasBuiltResume({ ...none, education: [{}] })).toBe(true);
  });
  it('its PDF is named by the seeker in plain letters', () => {
    expect(resumePdfName('Zoë Quantum')).toBe('Zoe-Quantum-Resume.pdf');
    expect(resumePdfName('  Ann  "O\'Neil" / QA ')).toBe('Ann-O-Neil-QA-Resume.pdf');
    expect(resumePdfName('山田')).toBe('Resume.pdf');
    expect(resumePdfName('x'.repeat(80))).toBe(`${'x'.repeat(60)}-Resume.pdf`);
  });
});
