export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type Logger = Record<LogLevel, (message: string, fields?: Record<string, unknown>) => void>;

const order: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export function createLogger(level: LogLevel = 'info', write: (line: string) => void = (l) => process.stdout.write(`${l}\n`)): Logger {
  const log = (at: LogLevel) => (message: string, fields?: Record<string, unknown>) => {
    if (order[at] < order[level]) return;
    const extra = fields && Object.keys(fields).length ? ` ${JSON.stringify(fields)}` : '';
    write(`${new Date().toISOString()} ${at.toUpperCase().padEnd(5)} ${message}${extra}`);
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}

export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} };
