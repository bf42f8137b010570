/** The contract's limit (`coachQuestionSchema`), repeated: importing it would bring zod into the page. */
export const QUESTION_MAX = 2000;

export type QuestionProblem = 'blank' | 'tooLong';

export function questionProblem(text: string): QuestionProblem | null {
  const value = text.trim();
  if (!value) return 'blank';
  return value.length > QUESTION_MAX ? 'tooLong' : null;
}

/** Spec: a submission is ignored when the question is blank or a request is already in progress. */
export function canAsk(text: string, inProgress: boolean): boolean {
  return !inProgress && questionProblem(text) === null;
}
