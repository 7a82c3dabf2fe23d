// Long jobs run in steps that take turns: one step per turn of the event loop, whoever's it is, so what
// arrives meanwhile (a request, here an immediate standing for one) is served between any two steps.
import { expect, it } from 'vitest';
import { runSteps, runStepsYielding } from '../src/lib/steps.js';

function* job(name: string, log: string[]): Generator<void, string, void> {
  for (let i = 0; i < 3; i++) {
    log.push(`${name}${i}`);
    // Something that comes in while this step runs: it must get its turn before the next step.
    setImmediate(() => log.push('io'));
    yield;
  }
  return name;
}

it('runs the steps of jobs started together one per turn, with other work between any two', async () => {
  const log: string[] = [];
  const done = await Promise.all([runStepsYielding(job('a', log)), runStepsYielding(job('b', log))]);
  expect(done).toEqual(['a', 'b']);
  const steps = log.filter((entry) => entry !== 'io');
  expect(steps).toEqual(['a0', 'b0', 'a1', 'b1', 'a2', 'b2']);
  // never two steps back to back
  for (let i = 1; i < log.length; i++) if (log[i] !== 'io') expect(log[i - 1], log.join(' ')).toBe('io');
});

it('a failing step fails its own job only; the others go on', async () => {
  function* broken(): Generator<void, string, void> {
    yield;
    throw new Error('broken step');
  }
  const log: string[] = [];
  const [failed, ok] = await Promise.allSettled([
    runStepsYielding(broken()),
    runStepsYielding(job('c', log)),
  ]);
  expect(failed).toMatchObject({ status: 'rejected', reason: { message: 'broken step' } });
  expect(ok).toEqual({ status: 'fulfilled', value: 'c' });
  expect(runSteps(job('d', []))).toBe('d');
});
