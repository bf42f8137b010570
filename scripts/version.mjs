// Builds the release label in the spec's shape `vYYYY.MM.DD-rN`: the UTC date of the
// last commit and N = how many commits landed on that day up to it. Deterministic per commit.
import { execFileSync } from 'node:child_process';

function git(args) {
  return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

export function releaseLabel() {
  try {
    const iso = git(['log', '-1', '--format=%cI']);
    const day = new Date(iso).toISOString().slice(0, 10);
    const count = git(['rev-list', '--count', `--since=${day}T00:00:00Z`, 'HEAD']);
    return `v${day.replaceAll('-', '.')}-r${Number(count) || 1}`;
  } catch {
    const day = new Date().toISOString().slice(0, 10);
    return `v${day.replaceAll('-', '.')}-r0`;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(releaseLabel());
