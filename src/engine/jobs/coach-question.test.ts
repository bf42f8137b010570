import { describe, expect, it } from 'vitest';
import { jobAdQuestion } from './coach-question';

describe('coach questions about a saved job ad', () => {
  it.each([
    ['Am I ready for this one?', 'ready'],
    ['Bin ich bereit für diese Stelle?', 'ready'],
    ['Suis-je prêt pour ce poste ?', 'ready'],
    ['¿Estoy preparada para este puesto?', 'ready'],
    ['Sono pronto per questo annuncio?', 'ready'],
    ['Ben ik klaar voor deze vacature?', 'ready'],
    ['What should I learn first for it?', 'learn_first'],
    ['Was sollte ich zuerst lernen für diese Stelle?', 'learn_first'],
    ['Que dois-je apprendre en premier pour ce poste ?', 'learn_first'],
    ['¿Qué debería aprender primero para este puesto?', 'learn_first'],
    ['Cosa dovrei imparare prima per questo lavoro?', 'learn_first'],
    ['Wat moet ik eerst leren voor deze vacature?', 'learn_first'],
  ] as const)('%s → %s', (question, kind) => {
    expect(jobAdQuestion(question)).toBe(kind);
  });

  it.each(['What should I learn first?', 'How do I prepare for an interview?', 'Bin ich bereit für eine Beförderung?', 'Is this salary fair?'])('leaves "%s" to the coach', (question) => {
    expect(jobAdQuestion(question)).toBeNull();
  });
});
