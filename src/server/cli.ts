// Operator commands: `npm run kairos -- <command> [flags]`.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { loadConfig } from './config';
import { users } from './db/schema/auth';
import { runEntry } from './entry';
import { createLogger } from './platform/logger';
import { buildDeps, openDatabase } from './runtime';
import { createUser, setRole } from './features/users/service';

const usage = `Usage: npm run kairos -- <command>
  user:create --email E --password P [--name N] [--admin] [--verified]
  user:role   --email E --role admin|user
  db:migrate`;

runEntry(async (onShutdown) => {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      admin: { type: 'boolean', default: false },
      verified: { type: 'boolean', default: false },
    },
  });
  if (!command || !['user:create', 'user:role', 'db:migrate'].includes(command)) {
    process.stdout.write(`${usage}\n`);
    process.exitCode = command ? 1 : 0;
    return;
  }
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const { database, close } = await openDatabase(config, logger);
  onShutdown(close);
  try {
    if (command === 'db:migrate') {
      process.stdout.write('Migrations applied.\n');
    } else if (command === 'user:create') {
      const input = z
        .object({
          email: z.string().email('--email must be an e-mail address'),
          password: z.string().min(8, '--password must be at least 8 characters'),
          name: z.string().optional(),
        })
        .parse(values);
      const deps = buildDeps(config, database, logger);
      const user = await createUser(deps, { ...input, admin: values.admin, verified: values.verified });
      process.stdout.write(`Created ${user.email} (id ${user.id}, role ${user.role}${values.verified ? ', verified' : ''}).\n`);
    } else {
      const input = z
        .object({ email: z.string().email('--email must be an e-mail address'), role: z.enum(['admin', 'user'], { message: '--role must be admin or user' }) })
        .parse(values);
      const [found] = await database.db.select().from(users).where(eq(users.email, input.email.toLowerCase()));
      if (!found) throw new Error(`No user with e-mail ${input.email}.`);
      await setRole(database.db, found.id, input.role);
      process.stdout.write(`${found.email} is now ${input.role}.\n`);
    }
  } catch (error) {
    const message = error instanceof z.ZodError ? error.issues.map((i) => i.message).join('; ') : error instanceof Error ? error.message : String(error);
    process.stderr.write(`Error: ${message}\n`);
    process.exitCode = 1;
  }
  await close();
});
