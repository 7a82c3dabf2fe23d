import type { UpdateProfileBody, User } from '@portal/contracts';
import { API_PATHS } from '@portal/contracts/paths';
import { useSessionStore } from '@portal/shared-auth';
import { apiError, type Answer, type ApiRequest } from '@portal/shared-data/testing';
import { resumePeriod } from '@portal/shared-ui/resume-sections';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../test/server';
import { renderAt, renderAtDataRouter, seeker, signIn } from '../../test/fixtures';
import { ProfileForm } from './components/profile-form';
import { ResumeSheet } from './components/resume-sheet';

const full: User = {
  ...seeker,
  headline: 'Frontend developer',
  skills: ['React', 'SQL'],
  desiredLocation: 'Berlin',
  openToRemote: true,
  summary: 'I build interfaces.',
  experience: [{ title: 'Engineer', company: 'Acme', start: '2021-09', end: '', description: 'Shipped.' }],
  education: [{ school: 'TU Berlin', degree: 'BSc', start: '2016-10', end: '2020-07' }],
};

/** The profile saves the API got (PUT /api/user/profile); none is answered unless a test says how. */
let saves: ApiRequest[];
const onSave = (answer: Answer<User>) => (saves = api.put(API_PATHS.updateProfile, answer));

beforeEach(() => {
  saves = [];
  signIn();
});

describe('resume details, saved with the profile', () => {
  it('saves the matching and resume fields with the skills split, and the session learns them', async () => {
    onSave(({ body }) => ({ ...seeker, ...(body as UpdateProfileBody) }) as User);
    renderAtDataRouter(<ProfileForm user={seeker} />, { route: '/p', path: '/p' });
    await userEvent.type(screen.getByLabelText(/^Headline/), 'Data analyst');
    await userEvent.type(screen.getByLabelText(/^Skills/), 'SQL,  Python , sql');
    await userEvent.selectOptions(screen.getByLabelText(/^Desired job type/), 'Full-Time');
    await userEvent.click(screen.getByLabelText('Open to remote work'));
    await userEvent.click(screen.getByRole('button', { name: 'Add experience' }));
    const job = screen.getByRole('group', { name: 'Job 1' });
    await userEvent.type(within(job).getByLabelText(/^Job title/), 'Analyst');
    await userEvent.type(within(job).getByLabelText(/^Company/), 'Acme');
    // jsdom has no month picker: the value is typed as the browser sends it.
    await userEvent.type(within(job).getByLabelText(/^Start/), '2022-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile Updated Successfully!!')).toBeInTheDocument();
    expect(saves.map((request) => request.body)).toEqual([
      expect.objectContaining({
        headline: 'Data analyst',
        skills: ['SQL', '  Python ', ' sql'],
        desiredType: 'Full-Time',
        openToRemote: true,
        experience: [{ title: 'Analyst', company: 'Acme', start: '2022-01', end: '', description: '' }],
      }),
    ]);
    expect(useSessionStore.getState().user).toMatchObject({ headline: 'Data analyst', openToRemote: true });
  });

  it('each field says its own message (the API’s rules) and nothing is sent or lost', async () => {
    renderAtDataRouter(<ProfileForm user={seeker} />, { route: '/p', path: '/p' });
    await userEvent.type(screen.getByLabelText(/^Headline/), 'x'.repeat(121));
    await userEvent.click(screen.getByRole('button', { name: 'Add education' }));
    const school = screen.getByRole('group', { name: 'School 1' });
    await userEvent.type(within(school).getByLabelText(/^Start/), '2020-13');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Headline must be at most 120 characters')).toBeInTheDocument();
    expect(within(school).getByText('School is required')).toBeInTheDocument();
    expect(within(school).getByText('Enter a month like 2021-09')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
    expect(screen.getByLabelText(/^Headline/)).toHaveValue('x'.repeat(121));
    // The first field with a message, in page order, has the focus.
    expect(screen.getByLabelText(/^Headline/)).toHaveFocus();
  });

  it('a refused save says why and keeps the values', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onSave(() => apiError(400, 'skills: Add at most 30 skills'));
    renderAtDataRouter(<ProfileForm user={full} />, { route: '/p', path: '/p' });
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('skills: Add at most 30 skills')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Skills/)).toHaveValue('React, SQL');
    expect(screen.getByLabelText('Full Name')).toHaveValue(seeker.name);
  });
});

describe('the printable resume', () => {
  it('has the profile’s sections, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    renderAt(<ResumeSheet user={full} />, { route: '/r', path: '/r' });
    expect(screen.getByRole('heading', { level: 1, name: seeker.name })).toBeInTheDocument();
    expect(screen.getByText('Frontend developer')).toBeInTheDocument();
    expect(screen.getByText(/Berlin, open to remote work/)).toBeInTheDocument();
    for (const name of ['Summary', 'Experience', 'Education', 'Skills'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText('Engineer, Acme')).toBeInTheDocument();
    expect(screen.getByText('Sep 2021 – present')).toBeInTheDocument();
    expect(screen.getByText('React · SQL')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print or save as PDF' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });

  it('an empty profile says what to add, and has no PDF to download yet; months read as words', () => {
    renderAt(<ResumeSheet user={seeker} />, { route: '/r', path: '/r' });
    expect(screen.getByText(/Your resume is empty/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeDisabled();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(resumePeriod('2016-10', '2020-07')).toBe('Oct 2016 – Jul 2020');
  });
});

describe('the résumé as a PDF', () => {
  it('Download PDF saves the server’s PDF under the seeker’s name', async () => {
    const pdfs = api.get(
      API_PATHS.resumePdf,
      () => new HttpResponse('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } }),
    );
    // jsdom has no object URLs, and a click on a download link would try to navigate.
    const createObjectURL = vi.fn(() => 'blob:resume');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const saved: { href: string; download: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    renderAt(<ResumeSheet user={{ ...full, name: 'Zoë Quantum' }} />, { route: '/r', path: '/r' });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(pdfs).toHaveLength(1);
    // The server's PDF, as it came.
    expect(createObjectURL).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'application/pdf', size: 8 }),
    );
    expect(saved).toEqual([{ href: 'blob:resume', download: 'Zoe-Quantum-Resume.pdf' }]);
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
    click.mockRestore();
  });

  it('says the server’s reason when it cannot make one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A blob request's error body arrives as a Blob of JSON.
    api.get(API_PATHS.resumePdf, () => apiError(422, 'Build your résumé first: add a headline'));
    renderAt(<ResumeSheet user={full} />, { route: '/r', path: '/r' });
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Build your résumé first: add a headline');
  });
});
