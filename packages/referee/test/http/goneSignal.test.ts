import { describe, expect, it } from 'vitest';
import { goneSignal } from '../../src/http/goneSignal.js';

describe('goneSignal', () => {
  it('calls each listener still listening once, however often it aborts', () => {
    const signal = goneSignal();
    const heard: string[] = [];
    const a = () => heard.push('a');
    const b = () => heard.push('b');
    signal.addEventListener('abort', a);
    signal.addEventListener('abort', b);
    signal.removeEventListener('abort', a);
    expect(signal.aborted).toBe(false);
    signal.abort();
    signal.abort();
    expect(signal.aborted).toBe(true);
    expect(heard).toEqual(['b']);
  });
});
