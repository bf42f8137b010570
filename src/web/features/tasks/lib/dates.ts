// Due dates are calendar days ('YYYY-MM-DD'), not instants: they are compared as strings and
// formatted at UTC noon so no time zone moves them to another day.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;


/** Today in the person's own calendar, as 'YYYY-MM-DD'. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A real calendar day in 'YYYY-MM-DD' form (not 2025-02-30). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return (
    date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3])
  );
}

/** Overdue: a due date before today on a task that is not completed. */
export function isOverdue(task: { due_date: string | null; status: string }, today: string): boolean {
  return task.status !== 'completed' && task.due_date !== null && task.due_date < today;
}
