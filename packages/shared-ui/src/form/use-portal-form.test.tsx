import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Input, Select, Textarea } from '../components/field';
import { FormField } from './form-field';
import { usePortalForm, type FeedbackMode } from './use-portal-form';

interface Values {
  name: string;
  email: string;
  role: string;
}

const rules = {
  name: (v: string) => (v.trim() ? '' : 'Enter full name'),
  email: (v: string) => (!v ? 'Email is required' : v.includes('@') ? '' : 'Enter valid email address'),
  role: (v: string) => (v ? '' : 'Please select a role'),
};

function Harness({
  onValid,
  feedback = 'submit',
}: {
  onValid: (values: Values) => unknown;
  feedback?: FeedbackMode;
}) {
  const form = usePortalForm<Values>({ defaultValues: { name: '', email: '', role: '' }, rules, feedback });
  return (
    <form
      aria-label="Test form"
      {...form.formProps(async (values) => {
        try {
          await onValid(values);
        } catch (error) {
          form.setSubmitError((error as Error).message);
        }
      })}
    >
      <FormField form={form} name="name" label="Full Name">
        {(control) => <Input {...control} />}
      </FormField>
      <FormField form={form} name="email" label="Email Address">
        {(control) => <Input {...control} type="email" />}
      </FormField>
      <FormField form={form} name="role" label="I am a" group>
        {({ name, onChange, onBlur, ref, defaultValue: _starting, ...group }) => (
          <div role="radiogroup" {...group}>
            {['jobseeker', 'employeer'].map((role) => (
              <label key={role}>
                <input type="radio" value={role} name={name} onChange={onChange} onBlur={onBlur} ref={ref} />
                {role}
              </label>
            ))}
          </div>
        )}
      </FormField>
      {form.submitError && <p role="alert">{form.submitError}</p>}
      <button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving...' : 'Save'}
      </button>
      <output>{form.submitAttempts}</output>
    </form>
  );
}

const field = (name: string) => screen.getByLabelText(name);
const messageOf = (element: HTMLElement) =>
  element.getAttribute('aria-describedby')
    ? document.getElementById(element.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent
    : undefined;

describe('usePortalForm, submit feedback', () => {
  it('shows every message on a submit attempt, focuses the first invalid field in page order', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<Harness onValid={onValid} />);
    // Sent by the browser itself (before any script), what was typed stays out of the URL.
    expect(screen.getByRole('form', { name: 'Test form' })).toHaveAttribute('method', 'post');
    expect(messageOf(field('Full Name'))).toBeUndefined();
    await user.type(field('Full Name'), 'Sam');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(field('Email Address'))).toBe('Email is required');
    expect(field('Email Address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup', { name: 'I am a' })).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Email Address')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('1');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('a group that is the first invalid field gets focus on its first control', async () => {
    const user = userEvent.setup();
    render(<Harness onValid={vi.fn()} />);
    await user.type(field('Full Name'), 'Sam');
    await user.type(field('Email Address'), 'sam@x.io');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('radio', { name: 'jobseeker' })).toHaveFocus();
  });

  it('editing a field clears only its message, which comes back on the next attempt', async () => {
    const user = userEvent.setup();
    render(<Harness onValid={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.type(field('Email Address'), 'x');
    expect(field('Email Address')).not.toHaveAttribute('aria-invalid');
    expect(field('Email Address')).not.toHaveAttribute('aria-describedby');
    expect(messageOf(field('Full Name'))).toBe('Enter full name');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(messageOf(field('Email Address'))).toBe('Enter valid email address');
  });

  it('is busy while the submit runs, never submits twice, and shows the submit error until the next try', async () => {
    const user = userEvent.setup();
    let fail: (error: Error) => void = () => {};
    const onValid = vi
      .fn()
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (fail = reject)))
      .mockResolvedValueOnce(undefined);
    render(<Harness onValid={onValid} />);
    await user.type(field('Full Name'), 'Sam');
    await user.type(field('Email Address'), 'sam@x.io');
    await user.click(screen.getByRole('radio', { name: 'employeer' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const busy = screen.getByRole('button', { name: 'Saving...' });
    expect(busy).toBeDisabled();
    await act(async () => {
      (screen.getByRole('form', { name: 'Test form' }) as HTMLFormElement).requestSubmit();
    });
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({ name: 'Sam', email: 'sam@x.io', role: 'employeer' });
    await act(async () => fail(new Error('User already exists')));
    expect(screen.getByRole('alert')).toHaveTextContent('User already exists');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('usePortalForm, touched feedback', () => {
  it('a field speaks once it was left, then live as it changes', async () => {
    const user = userEvent.setup();
    render(<Harness onValid={vi.fn()} feedback="touched" />);
    await user.type(field('Email Address'), 'x');
    expect(messageOf(field('Email Address'))).toBeUndefined();
    await user.tab();
    expect(messageOf(field('Email Address'))).toBe('Enter valid email address');
    await user.type(field('Email Address'), '@y.io');
    expect(messageOf(field('Email Address'))).toBeUndefined();
    expect(messageOf(field('Full Name'))).toBeUndefined();
  });
});

describe('usePortalForm on a page rendered on the server', () => {
  interface Job {
    title: string;
    salary: number;
    type: string;
    description: string;
    remote: boolean;
  }
  function JobForm({ onValid }: { onValid: (values: Job) => unknown }) {
    const form = usePortalForm<Job>({
      defaultValues: {
        title: 'Nurse',
        salary: 52000,
        type: 'Contract',
        description: 'Night shifts',
        remote: true,
      },
    });
    return (
      <form aria-label="Job" {...form.formProps(onValid)}>
        <FormField form={form} name="title" label="Title">
          {(control) => <Input {...control} />}
        </FormField>
        <FormField form={form} name="salary" label="Salary">
          {(control) => <Input {...control} type="number" />}
        </FormField>
        <FormField form={form} name="type" label="Type">
          {(control) => (
            <Select {...control}>
              <option value="Full-time">Full-time</option>
              <option value="Contract">Contract</option>
            </Select>
          )}
        </FormField>
        <FormField form={form} name="description" label="Description">
          {(control) => <Textarea {...control} />}
        </FormField>
        <label>
          <input type="checkbox" {...form.register('remote')} /> Remote
        </label>
        <button type="submit">Save</button>
      </form>
    );
  }

  it('writes each starting value into the HTML, before any script runs', () => {
    document.body.innerHTML = renderToString(<JobForm onValid={() => {}} />);
    expect(field('Title')).toHaveValue('Nurse');
    expect(field('Salary')).toHaveValue(52000);
    expect(field('Type')).toHaveValue('Contract');
    expect(field('Description')).toHaveValue('Night shifts');
    expect(screen.getByRole('checkbox', { name: 'Remote' })).toBeChecked();
    document.body.innerHTML = '';
  });

  it('keeps what was typed before the app took the page over, and sends it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<JobForm onValid={() => {}} />);
    document.body.append(container);
    // The person edits the server's form before its code has run.
    (screen.getByLabelText('Title') as HTMLInputElement).value = 'Midwife';
    (screen.getByLabelText('Type') as HTMLSelectElement).value = 'Full-time';
    (screen.getByRole('checkbox', { name: 'Remote' }) as HTMLInputElement).checked = false;
    const onValid = vi.fn();
    const root = await act(async () => hydrateRoot(container, <JobForm onValid={onValid} />));
    expect(field('Title')).toHaveValue('Midwife');
    expect(field('Type')).toHaveValue('Full-time');
    expect(screen.getByRole('checkbox', { name: 'Remote' })).not.toBeChecked();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({
      title: 'Midwife',
      salary: 52000,
      type: 'Full-time',
      description: 'Night shifts',
      remote: false,
    });
    act(() => root.unmount());
    container.remove();
  });

  it('keeps a choice made among radios before the app took the page over, and sends it', async () => {
    function ShiftForm({ onValid }: { onValid: (values: { shift: string }) => unknown }) {
      const form = usePortalForm<{ shift: string }>({ defaultValues: { shift: '' } });
      // As the signup's role cards do: each radio starts checked when its value is the starting one.
      const { defaultValue: starting, defaultChecked: _unused, ...binding } = form.register('shift');
      // Watched, as the role cards' look is: every render gives the radios a new ref.
      const shift = form.watch('shift');
      return (
        <form aria-label="Shift" {...form.formProps(onValid)}>
          <output>{shift}</output>
          {['day', 'night'].map((shift) => (
            <label key={shift}>
              <input type="radio" value={shift} defaultChecked={starting === shift} {...binding} /> {shift}
            </label>
          ))}
          <button type="submit">Save</button>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ShiftForm onValid={() => {}} />);
    document.body.append(container);
    (screen.getByRole('radio', { name: 'night' }) as HTMLInputElement).checked = true;
    const onValid = vi.fn();
    const root = await act(async () => hydrateRoot(container, <ShiftForm onValid={onValid} />));
    expect(screen.getByRole('radio', { name: 'night' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('night');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'day' }));
    expect(screen.getByRole('status')).toHaveTextContent('day');
    await user.click(screen.getByRole('radio', { name: 'night' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({ shift: 'night' });
    act(() => root.unmount());
    container.remove();
  });

  it('still sends what was edited, with the untouched starting values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<JobForm onValid={onValid} />);
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Midwife');
    await user.click(screen.getByRole('checkbox', { name: 'Remote' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith({
      title: 'Midwife',
      salary: 52000,
      type: 'Contract',
      description: 'Night shifts',
      remote: false,
    });
  });
});
