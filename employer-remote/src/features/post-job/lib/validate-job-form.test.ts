import { describe, expect, it } from 'vitest';
import { draftToJobBody, EMPTY_DRAFT, jobToDraft, type JobDraft } from './job-draft';
import { isJobFormValid, JOB_FORM_RULES, validateJobForm } from './validate-job-form';

const valid: JobDraft = {
  ...EMPTY_DRAFT,
  jobTitle: 'Senior Engineer',
  location: 'Berlin',
  category: 'Engineering',
  jobType: 'Full-Time',
  description: 'Build things',
  requirements: 'Know things',
  salaryMin: '50000',
  salaryMax: '80000',
};

describe('validateJobForm', () => {
  it("reports every message in the product's order for an empty draft (location checked too)", () => {
    expect(Object.values(validateJobForm(EMPTY_DRAFT))).toEqual([
      'Job title is required',
      'Location is required',
      'Please select a category',
      'Please select a job type',
      'Job description is required',
      'Job requirements are required',
      'Both minimum and maximum salary are required',
    ]);
  });

  it('accepts a complete draft', () => {
    expect(validateJobForm(valid)).toEqual({});
    expect(isJobFormValid(valid)).toBe(true);
  });

  it('treats blank-after-trim text as missing', () => {
    const errors = validateJobForm({
      ...valid,
      jobTitle: '   ',
      location: '\t',
      description: ' ',
      requirements: '\n',
    });
    expect(errors).toEqual({
      jobTitle: 'Job title is required',
      location: 'Location is required',
      description: 'Job description is required',
      requirements: 'Job requirements are required',
    });
  });

  it('needs both salaries', () => {
    expect(validateJobForm({ ...valid, salaryMin: '' }).salary).toBe(
      'Both minimum and maximum salary are required',
    );
    expect(validateJobForm({ ...valid, salaryMax: '' }).salary).toBe(
      'Both minimum and maximum salary are required',
    );
  });

  it('needs max > min, compared as integers', () => {
    const message = 'Maximum salary must be greater than the minimum salary';
    expect(validateJobForm({ ...valid, salaryMin: '80000', salaryMax: '80000' }).salary).toBe(message);
    expect(validateJobForm({ ...valid, salaryMin: '90000', salaryMax: '80000' }).salary).toBe(message);
    // "9" > "10" as strings, not as numbers
    expect(validateJobForm({ ...valid, salaryMin: '9', salaryMax: '10' }).salary).toBeUndefined();
    // 100.9 and 100 are the same integer
    expect(validateJobForm({ ...valid, salaryMin: '100', salaryMax: '100.9' }).salary).toBe(message);
  });

  it('gives the form layer one rule per field, the salary pair speaking through the maximum', () => {
    expect(JOB_FORM_RULES.jobTitle!('', EMPTY_DRAFT)).toBe('Job title is required');
    expect(JOB_FORM_RULES.jobTitle!('x', valid)).toBe('');
    expect(JOB_FORM_RULES.salaryMax!('80000', { ...valid, salaryMin: '90000' })).toBe(
      'Maximum salary must be greater than the minimum salary',
    );
    expect(JOB_FORM_RULES.salaryMin).toBeUndefined();
  });

  it('rejects negative salaries', () => {
    expect(validateJobForm({ ...valid, salaryMin: '-5' }).salary).toBe('Salary cannot be negative');
  });
});

describe('draft helpers', () => {
  it('converts to the API payload and back', () => {
    const body = draftToJobBody({ ...valid, jobTitle: '  Senior Engineer ' });
    expect(body).toEqual({
      title: 'Senior Engineer',
      location: 'Berlin',
      category: 'Engineering',
      type: 'Full-Time',
      description: 'Build things',
      requirements: 'Know things',
      salaryMin: 50000,
      salaryMax: 80000,
    });
    expect(jobToDraft(body)).toEqual(valid);
    expect(jobToDraft({ ...body, type: 'Remote' }).isRemote).toBe(true);
  });
});
