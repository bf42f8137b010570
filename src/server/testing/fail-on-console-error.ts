import { afterEach, vi } from 'vitest';

// A test that makes the code log console.error fails, unless it expects it (Epic Stack habit).
let spy: ReturnType<typeof vi.spyOn> | undefined;
afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  spy = vi.spyOn(console, 'error');
  if (calls.length) throw new Error(`console.error was called:\n${calls.map((c: unknown[]) => c.map(String).join(' ')).join('\n')}`);
});
spy = vi.spyOn(console, 'error');
