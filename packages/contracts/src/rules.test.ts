import { describe, expect, it } from 'vitest';
import { LIMITS } from './constants';
import {
  checkEmail,
  checkFullName,
  checkImageFile,
  checkJobFields,
  checkMessageText,
  checkPassword,
  checkResumeFile,
  checkRole,
  checkSalaryPair,
  JOB_RULE_FIELDS,
  MESSAGE_RULE_MESSAGES,
  parseSalary,
  RULE_MESSAGES,
} from './rules';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('account rules', () => {
  it.each([
    ['', RULE_MESSAGES.emailRequired],
    ['   ', RULE_MESSAGES.emailRequired],
    ['jane', RULE_MESSAGES.emailInvalid],
    ['jane @x.io', RULE_MESSAGES.emailInvalid],
    ['jane@x', RULE_MESSAGES.emailInvalid],
    ['jane@x.io', ''],
  ])('email %j → %j', (value, message) => expect(checkEmail(value)).toBe(message));

  it('password: the rules in their order, with the product wording', () => {
    expect(checkPassword('')).toBe('Password is required');
    expect(checkPassword('Ab1')).toBe('password must be atleast 8 characters');
    expect(checkPassword('ABCDEFG1')).toBe('password must contain at least one lowercase letter');
    expect(checkPassword('abcdefg1')).toBe('password must contain at least one uppercase letter');
    expect(checkPassword('Abcdefgh')).toBe('password must contain at least one number');
    expect(checkPassword('Abcdefg1')).toBe('');
    expect(RULE_MESSAGES.passwordLength).toContain(String(LIMITS.passwordMinLength));
  });

  it('full name, role', () => {
    expect(checkFullName('  ')).toBe('Enter full name');
    expect(checkFullName('Jane')).toBe('');
    expect(checkRole('')).toBe('Please select a role');
    expect(checkRole('admin')).toBe('Please select a role');
    expect(checkRole('employeer')).toBe('');
  });

  it('images: JPG/PNG up to the limit, by type or, without one, by extension', () => {
    expect(checkImageFile(null)).toBe('');
    expect(checkImageFile(file('a.png', 'image/png', LIMITS.avatarMaxBytes))).toBe('');
    expect(checkImageFile(file('a.jpeg', ''))).toBe('');
    expect(checkImageFile(file('a.gif', 'image/gif'))).toBe('Avatar must be a JPG or a PNG file');
    expect(checkImageFile(file('a.png', 'image/png', LIMITS.avatarMaxBytes + 1))).toBe(
      'Avatar must be less than 5MB.',
    );
  });

  it('resumes: PDF/DOC/DOCX up to 10 MB', () => {
    expect(checkResumeFile(file('cv.docx', ''))).toBe('');
    expect(checkResumeFile(file('cv.txt', 'text/plain'))).toBe('Resume must be a PDF, DOC or DOCX file');
    expect(checkResumeFile(file('cv.pdf', 'application/pdf', 10 * MB + 1))).toBe(
      'Resume must be less than 10MB.',
    );
  });
});

describe('job rules', () => {
  const valid = {
    title: 'Engineer',
    location: 'Lisbon',
    category: 'Engineering',
    type: 'Full-Time',
    description: 'Build',
    requirements: 'Skill',
    salaryMin: '50000',
    salaryMax: 80000,
  };

  it('a valid job has no message', () => expect(checkJobFields(valid)).toEqual({}));

  it('an empty job has every message, in field order', () => {
    const errors = checkJobFields({
      title: ' ',
      location: '',
      category: '',
      type: null,
      description: '',
      requirements: undefined,
      salaryMin: '',
      salaryMax: '',
    });
    expect(Object.keys(errors)).toEqual([...JOB_RULE_FIELDS]);
    expect(Object.values(errors)).toEqual([
      'Job title is required',
      'Location is required',
      'Please select a category',
      'Please select a job type',
      'Job description is required',
      'Job requirements are required',
      'Both minimum and maximum salary are required',
    ]);
  });

  it('salary pair: both, not negative, max above min as whole numbers', () => {
    expect(checkSalaryPair('1', '')).toBe(RULE_MESSAGES.salaryRequired);
    expect(checkSalaryPair(-1, 5)).toBe(RULE_MESSAGES.salaryNegative);
    expect(checkSalaryPair('5000.9', '5000')).toBe(RULE_MESSAGES.salaryOrder);
    expect(checkSalaryPair(5000, 5000)).toBe(RULE_MESSAGES.salaryOrder);
    expect(checkSalaryPair('0', '1')).toBe('');
    expect(parseSalary(' 12 ')).toBe(12);
    expect(parseSalary('1e3')).toBeNaN();
    expect(parseSalary(Number.POSITIVE_INFINITY)).toBeNaN();
  });
});

describe('message rule', () => {
  it.each([
    [null, MESSAGE_RULE_MESSAGES.messageRequired],
    [' \n\t ', MESSAGE_RULE_MESSAGES.messageRequired],
    ['x'.repeat(LIMITS.messageMaxLength + 1), MESSAGE_RULE_MESSAGES.messageLength],
    [` ${'x'.repeat(LIMITS.messageMaxLength)} `, ''],
    ['<b>hi</b>', ''],
  ])('%j → %j', (text, message) => expect(checkMessageText(text)).toBe(message));

  it('names the limit in words', () => {
    expect(MESSAGE_RULE_MESSAGES.messageLength).toBe('A message can be at most 5,000 characters');
  });
});
