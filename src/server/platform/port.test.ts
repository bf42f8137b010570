import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ensurePortAvailable, PortUnavailableError } from './port';

describe('the start-up port check', () => {
  it('passes on a free port and leaves it free', async () => {
    const port = await freePort();
    await ensurePortAvailable(port, '127.0.0.1');
    await ensurePortAvailable(port, '127.0.0.1');
  });

  it('names a taken port and how to choose another', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      const error = await ensurePortAvailable(port, '127.0.0.1').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PortUnavailableError);
      expect((error as Error).message).toContain(`Port ${port} on 127.0.0.1 is already in use`);
      expect((error as Error).message).toMatch(/PORT=\d+ npm start/);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}
