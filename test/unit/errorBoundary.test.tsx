import { signal } from '@preact/signals-react';
import { render } from 'preact';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../src/core/util/logger';
import { ErrorBoundary } from '../../src/ui/ErrorBoundary';
import { ServicesContext } from '../../src/ui/services';
import type { Services } from '../../src/state/runtimeTypes';

/** A child that throws while `crashesLeft` is above zero (each render uses one up), then shows 'fine'. */
const crashesLeft = signal(0);
const renders = { count: 0 };
function Fragile({ inEffect = false }: { inEffect?: boolean }) {
  renders.count++;
  const crash = crashesLeft.peek() > 0;
  if (crash) crashesLeft.value--;
  useEffect(() => {
    if (crash && inEffect) throw new Error('effect crash');
  });
  if (crash && !inEffect) throw new Error('render crash');
  return <p>fine</p>;
}

const sink = { error: vi.fn(), warn: vi.fn(), log: vi.fn(), debug: vi.fn() };
let logger = createLogger([], sink);
let root: HTMLDivElement;

function mount(name = 'login', inEffect = false) {
  const services = { runtime: { logger } } as unknown as Services;
  render(
    <ServicesContext.Provider value={services}>
      <ErrorBoundary name={name}>
        <Fragile inEffect={inEffect} />
      </ErrorBoundary>
    </ServicesContext.Provider>,
    root,
  );
}

const text = () => root.textContent;
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  logger = createLogger([], sink);
  root = document.createElement('div');
  document.body.append(root);
  renders.count = 0;
});

afterEach(() => {
  render(null, root);
  root.remove();
  vi.useRealTimers();
});

describe('error boundary (part 1 §4, §8)', () => {
  it("a crashed subtree shows 'Error, reinitializing...' and re-mounts after 250 ms", async () => {
    crashesLeft.value = 1;
    mount();
    await tick(0);
    expect(text()).toBe('Error, reinitializing...');
    await tick(249);
    expect(text()).toBe('Error, reinitializing...');
    await tick(1);
    expect(text()).toBe('fine');
    const logged = logger.entries();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 'ERROR', topic: 'ERROR_BOUNDARY' });
    expect((logged[0]!.data as Error).message).toBe('render crash');
  });

  it('each crash in a row waits the next delay: 250, 500, 1000 ms', async () => {
    crashesLeft.value = 3;
    mount();
    await tick(0);
    await tick(250); // retry 1 crashes again
    expect(text()).toBe('Error, reinitializing...');
    await tick(499);
    expect(text()).toBe('Error, reinitializing...');
    await tick(1); // retry 2 crashes again
    await tick(999);
    expect(text()).toBe('Error, reinitializing...');
    await tick(1);
    expect(text()).toBe('fine');
  });

  it("after the last delay it gives up: 'Sorry, something went wrong in {name}.' with a refresh button", async () => {
    crashesLeft.value = 1000;
    mount('account');
    await tick(0);
    await tick(250 + 500 + 1000 + 1000 + 1000 + 2500 + 2500 + 2499);
    expect(text()).toBe('Error, reinitializing...');
    await tick(1);
    expect(root.querySelector('[role=alert] p')?.textContent).toBe('Sorry, something went wrong in account.');
    expect(root.querySelector('button')?.textContent).toBe('Refresh');
    const before = renders.count;
    await tick(60_000);
    expect(renders.count).toBe(before); // abandoned: no more re-mounts
    expect(logger.entries().map((e) => e.topic)).toEqual(Array(9).fill('ERROR_BOUNDARY'));
    expect(logger.entries().at(-1)?.message).toMatch(/given up/);
  });

  it('a subtree that stayed up for 60 s starts from the first delay again', async () => {
    crashesLeft.value = 3;
    mount();
    await tick(0);
    await tick(250 + 500 + 1000);
    expect(text()).toBe('fine');
    await tick(60_000);
    crashesLeft.value = 1;
    mount(); // same name: a re-render of the same subtree, which now crashes
    await tick(0);
    expect(text()).toBe('Error, reinitializing...');
    await tick(250);
    expect(text()).toBe('fine');
  });

  it('without a stable period the count goes on', async () => {
    crashesLeft.value = 3;
    mount();
    await tick(0);
    await tick(250 + 500 + 1000);
    await tick(1000);
    crashesLeft.value = 1;
    mount();
    await tick(0);
    await tick(250);
    expect(text()).toBe('Error, reinitializing...'); // the fourth crash waits 1000 ms
    await tick(750);
    expect(text()).toBe('fine');
  });

  it('errors thrown in effects are caught too', async () => {
    crashesLeft.value = 1;
    mount('login', true);
    await tick(0);
    expect(text()).toBe('Error, reinitializing...');
    await tick(250);
    expect(text()).toBe('fine');
  });

  it('another screen in the same place starts with a clean slate', async () => {
    crashesLeft.value = 1000;
    mount('login');
    await tick(20_000);
    expect(text()).toContain('Sorry, something went wrong in login.');
    crashesLeft.value = 0;
    mount('account');
    await tick(0);
    expect(text()).toBe('fine');
  });
});
