import { describe, expect, it } from 'vitest';
import {
  validateAvatar,
  validateEmail,
  validateFullName,
  validateImageFile,
  validatePassword,
  validateResumeFile,
  validateRole,
} from './index';

function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
const MB = 1024 * 1024;

describe('validateEmail', () => {
  it.each([
    ['', 'Email is required'],
    ['   ', 'Email is required'],
    ['plain', 'Enter valid email address'],
    ['a@b', 'Enter valid email address'],
    ['a b@c.de', 'Enter valid email address'],
    ['a@b.c d', 'Enter valid email address'],
    [' a@b.cd', 'Enter valid email address'],
    ['@b.cd', 'Enter valid email address'],
    ['a@.cd', 'Enter valid email address'],
    ['seeker@demo.test', ''],
    ['first.last+tag@sub.example.co.uk', ''],
  ])('%j → %j', (input, message) => {
    expect(validateEmail(input)).toBe(message);
  });
  it('treats null/undefined as empty', () => {
    expect(validateEmail(undefined)).toBe('Email is required');
    expect(validateEmail(null)).toBe('Email is required');
  });
});

describe('validatePassword (messages and their order)', () => {
  it.each([
    ['', 'Password is required'],
    ['short', 'password must be atleast 8 characters'],
    ['AB1', 'password must be atleast 8 characters'], // length is checked before the letter rules
    ['ABCDEFG1', 'password must contain at least one lowercase letter'],
    ['ABCDEFGH', 'password must contain at least one lowercase letter'], // lowercase before uppercase/number
    ['abcdefg1', 'password must contain at least one uppercase letter'],
    ['abcdefgh', 'password must contain at least one uppercase letter'], // uppercase before number
    ['Abcdefgh', 'password must contain at least one number'],
    ['Demo1234', ''],
    ['aB3aB3aB3 with spaces', ''],
  ])('%j → %j', (input, message) => {
    expect(validatePassword(input)).toBe(message);
  });
  it('counts 8 characters exactly as enough', () => {
    expect(validatePassword('Abcdef1')).toBe('password must be atleast 8 characters');
    expect(validatePassword('Abcdefg1')).toBe('');
  });
});

describe('validateFullName / validateRole', () => {
  it('requires a non-blank full name', () => {
    expect(validateFullName('')).toBe('Enter full name');
    expect(validateFullName('  ')).toBe('Enter full name');
    expect(validateFullName(undefined)).toBe('Enter full name');
    expect(validateFullName('Jane Doe')).toBe('');
  });
  it('requires one of the two roles', () => {
    expect(validateRole('')).toBe('Please select a role');
    expect(validateRole(null)).toBe('Please select a role');
    expect(validateRole('admin')).toBe('Please select a role');
    expect(validateRole('jobseeker')).toBe('');
    expect(validateRole('employeer')).toBe('');
  });
});

describe('validateAvatar / validateImageFile', () => {
  it.each([validateAvatar, validateImageFile])('%o: optional, JPG/JPEG/PNG up to 5 MB', (validate) => {
    expect(validate(null)).toBe('');
    expect(validate(undefined)).toBe('');
    expect(validate(fileOf('me.jpg', 'image/jpeg', MB))).toBe('');
    expect(validate(fileOf('me.jpg', 'image/jpg', MB))).toBe('');
    expect(validate(fileOf('me.png', 'image/png', 5 * MB))).toBe('');
    expect(validate(fileOf('me.gif', 'image/gif', MB))).toBe('Avatar must be a JPG or a PNG file');
    expect(validate(fileOf('me.webp', 'image/webp', MB))).toBe('Avatar must be a JPG or a PNG file');
    expect(validate(fileOf('cv.pdf', 'application/pdf', MB))).toBe('Avatar must be a JPG or a PNG file');
    expect(validate(fileOf('big.png', 'image/png', 5 * MB + 1))).toBe('Avatar must be less than 5MB.');
    // type is checked before size
    expect(validate(fileOf('big.gif', 'image/gif', 50 * MB))).toBe('Avatar must be a JPG or a PNG file');
  });
  it('falls back to the extension when the browser gives no type', () => {
    expect(validateAvatar(fileOf('me.PNG', '', MB))).toBe('');
    expect(validateAvatar(fileOf('me.bmp', '', MB))).toBe('Avatar must be a JPG or a PNG file');
  });
});

describe('validateResumeFile', () => {
  it('accepts .pdf, .doc and .docx up to 10 MB', () => {
    expect(validateResumeFile(null)).toBe('');
    expect(validateResumeFile(fileOf('cv.pdf', 'application/pdf', MB))).toBe('');
    expect(validateResumeFile(fileOf('cv.doc', 'application/msword', MB))).toBe('');
    expect(
      validateResumeFile(
        fileOf('cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 10 * MB),
      ),
    ).toBe('');
    expect(validateResumeFile(fileOf('cv.txt', 'text/plain', MB))).toBe(
      'Resume must be a PDF, DOC or DOCX file',
    );
    expect(validateResumeFile(fileOf('cv.png', 'image/png', MB))).toBe(
      'Resume must be a PDF, DOC or DOCX file',
    );
    expect(validateResumeFile(fileOf('cv.pdf', 'application/pdf', 10 * MB + 1))).toBe(
      'Resume must be less than 10MB.',
    );
  });
});
