import { describe, expect, it } from 'vitest';
import { AnswersGate } from './answers-gate.ts';

/** Lets whatever the gate scheduled run. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('AnswersGate', () => {
  it('is open until held: nothing to wait for', () => {
    expect(new AnswersGate().wait()).toBeNull();
  });

  it('holds until released, then hands on once the releasing code has run, in the same task, in order', async () => {
    const gate = new AnswersGate();
    const release = gate.hold();
    const order: number[] = [];
    void gate.wait()?.then(() => order.push(1));
    void gate.wait()?.then(() => order.push(2));
    await nextTask();
    expect(order).toEqual([]);
    release();
    // Not inside the release (the page's commit goes on to its end first)...
    expect(order).toEqual([]);
    // ...but in its task's microtasks: no task of its own, where the browser laid out and painted the page first
    // and the rows came a frame later (first sign-in on the reference backend).
    await Promise.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual([1, 2]);
    expect(gate.wait()).toBeNull();
  });

  it('queues an answer that comes between the release and the hand-on behind those held', async () => {
    const gate = new AnswersGate();
    const release = gate.hold();
    const order: string[] = [];
    void gate.wait()?.then(() => order.push('held'));
    release();
    const late = gate.wait();
    expect(late).not.toBeNull();
    void late?.then(() => order.push('late'));
    await nextTask();
    expect(order).toEqual(['held', 'late']);
  });

  it('stays closed while another hold is on; releasing twice changes nothing', async () => {
    const gate = new AnswersGate();
    const first = gate.hold();
    const second = gate.hold();
    let handed = false;
    void gate.wait()?.then(() => (handed = true));
    first();
    first();
    await nextTask();
    expect(handed).toBe(false);
    second();
    await nextTask();
    expect(handed).toBe(true);
  });

  it('lets the answers go after its limit when nothing releases it', async () => {
    const gate = new AnswersGate();
    gate.hold(40);
    let handed = false;
    void gate.wait()?.then(() => (handed = true));
    await nextTask();
    expect(handed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(handed).toBe(true);
  });
});
