import net from 'node:net';

/** The port (or address) cannot be listened on: said in one line, with how to choose another. */
export class PortUnavailableError extends Error {}

export function portError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  if (error.code === 'EADDRINUSE') {
    return new PortUnavailableError(
      `Port ${port} on ${host} is already in use by another program (perhaps another Kairos). Stop it, or choose another port: PORT=${port === 65535 ? 3001 : port + 1} npm start`,
    );
  }
  if (error.code === 'EACCES') return new PortUnavailableError(`Port ${port} on ${host} needs privileges this user lacks. Choose a port above 1023: PORT=3000 npm start`);
  if (error.code === 'EADDRNOTAVAIL') return new PortUnavailableError(`HOST=${host} is not an address of this machine. Use 127.0.0.1 (this machine only) or 0.0.0.0 (all interfaces).`);
  return error;
}

/**
 * Tries to listen on the configured port and closes again: run before the (slow, on a first start)
 * database is opened, so a taken port is reported at once instead of after it.
 */
export function ensurePortAvailable(port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(portError(error, port, host)));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}
