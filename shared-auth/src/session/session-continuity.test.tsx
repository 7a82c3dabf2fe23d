// A humane session: a refused session is remembered with where the person was (safely), typed work is kept
// per user, and a session without its token counts as signed out (logout's revocation: api-client.test.ts).
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api-client';
import { useDraft } from '../draft/use-draft';
import { employer, resetSession, seeker, stubLocation } from '../testing';
import { clearDrafts, readDraft, writeDraft } from './drafts';
import { safeReturnPath } from './return-path';
import { clearSessionNotice, markSessionExpired, readSessionNotice } from './session-notice';
import { startSessionSync, useSessionStore, verifyStoredSession } from './session-store';

const state = () => useSessionStore.getState();
const signIn = (user = seeker, token = 't') => state().login(user, token);

beforeEach(() => {
  resetSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  configureApi({ baseURL: '' });
});

describe('return paths', () => {
  it.each([
    ['/employeer/post-jobs', '/employeer/post-jobs'],
    ['/find-jobs?keyword=react#top', '/find-jobs?keyword=react#top'],
    ['/jobs/a%2Fb', '/jobs/a%2Fb'],
  ])('keeps the same-origin path %j', (value, expected) => expect(safeReturnPath(value)).toBe(expected));

  it.each([
    'https://evil.test/phish',
    '//evil.test/phish',
    '/\\evil.test',
    '\\\\evil.test',
    'javascript:alert(1)',
    'find-jobs',
    '/find-jobs\n',
    '',
    null,
    42,
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => expect(safeReturnPath(value)).toBeNull());
});

describe('session-expired notice', () => {
  it('remembers where the person was; the root and the sign-in pages are not worth returning to', () => {
    markSessionExpired('/employeer/post-jobs');
    expect(readSessionNotice()).toEqual({ returnTo: '/employeer/post-jobs' });
    for (const page of ['/', '/login', '/signup?x=1']) {
      markSessionExpired(page);
      expect(readSessionNotice()).toEqual({ returnTo: null });
    }
    markSessionExpired('//evil.test');
    expect(readSessionNotice()).toEqual({ returnTo: null });
    clearSessionNotice();
    expect(readSessionNotice()).toBeNull();
  });

  it('a tampered notice never yields an unsafe path', () => {
    sessionStorage.setItem('portal:session-expired', JSON.stringify({ returnTo: 'https://evil.test' }));
    expect(readSessionNotice()).toEqual({ returnTo: null });
    sessionStorage.setItem('portal:session-expired', '{not json');
    expect(readSessionNotice()).toEqual({ returnTo: null });
  });

  it('a successful sign-in or a logout removes it', () => {
    stubLocation();
    markSessionExpired('/profile');
    signIn();
    expect(readSessionNotice()).toBeNull();
    markSessionExpired('/profile');
    state().logout();
    expect(readSessionNotice()).toBeNull();
  });
});

describe('drafts', () => {
  it('logout removes every draft; signing in removes only other people’s', async () => {
    const assign = stubLocation();
    writeDraft('u1', 'post-job:new', { a: 1 });
    writeDraft('u2', 'post-job:new', { b: 2 });
    signIn(employer); // u2
    expect(readDraft('u1', 'post-job:new')).toBeNull();
    expect(readDraft('u2', 'post-job:new')).toEqual({ b: 2 });
    state().logout();
    expect(readDraft('u2', 'post-job:new')).toBeNull();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  });

  function DraftForm({ draftKey = 'post-job:new' }: { draftKey?: string }) {
    const [title, setTitle] = useState('');
    const draft = useDraft(draftKey, { values: { title }, restore: (saved) => setTitle(saved.title) });
    return (
      <>
        <input aria-label="Title" value={title} onChange={(e) => setTitle(e.target.value)} />
        <button type="button" onClick={draft.clear}>
          Publish
        </button>
        {draft.restored && <p>restored</p>}
      </>
    );
  }

  it('keeps typed values per user, gives them back after a new sign-in, and forgets them on clear', () => {
    signIn(employer);
    const first = render(<DraftForm />);
    const input = () => screen.getByLabelText('Title') as HTMLInputElement;
    // Typing saves the draft.
    fireEvent.change(input(), { target: { value: 'Platform Engineer' } });
    expect(readDraft('u2', 'post-job:new')).toEqual({ title: 'Platform Engineer' });

    // The session is lost (401): the draft stays; the same person signs in again and comes back.
    first.unmount();
    act(() => useSessionStore.setState({ user: null, token: null, isAuthenticated: false }));
    act(() => signIn(employer));
    render(<DraftForm />);
    expect(input().value).toBe('Platform Engineer');
    expect(screen.getByText('restored')).toBeInTheDocument();

    // Back to the starting values: no draft; a successful submit forgets it too.
    fireEvent.change(input(), { target: { value: '' } });
    expect(readDraft('u2', 'post-job:new')).toBeNull();
    fireEvent.change(input(), { target: { value: 'Again' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(readDraft('u2', 'post-job:new')).toBeNull();
  });

  it('never offers one person’s draft to another', () => {
    writeDraft('u1', 'post-job:new', { title: 'Jane’s draft' });
    signIn(employer);
    render(<DraftForm />);
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('');
    clearDrafts();
  });

  it('keeps nothing while nobody is signed in', () => {
    const { result } = renderHook(() => useDraft('k', { values: { a: 1 }, restore: () => {} }));
    expect(result.current.restored).toBe(false);
    expect(sessionStorage.length).toBe(0);
  });
});

describe('a stored user without a token is signed out', () => {
  it('verifyStoredSession signs out a session whose token has gone', () => {
    signIn();
    expect(verifyStoredSession()).toBe(true);
    localStorage.removeItem('token');
    expect(verifyStoredSession()).toBe(false);
    expect(state()).toMatchObject({ isAuthenticated: false, user: null });
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('coming back to the tab checks the stored session', () => {
    startSessionSync(); // what AuthProvider starts in the apps (idempotent)
    signIn();
    localStorage.removeItem('token');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(state().isAuthenticated).toBe(false);
  });
});
