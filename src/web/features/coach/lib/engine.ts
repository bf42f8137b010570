export type EngineLabel = { kind: 'local' } | { kind: 'external'; model: string };

/** The session's `engine`: 'local', or 'llm:{model}' for the operator's external model. */
export function describeEngine(engine: string): EngineLabel {
  if (engine.startsWith('llm:')) {
    const model = engine.slice('llm:'.length).trim();
    return { kind: 'external', model: model || engine };
  }
  return { kind: 'local' };
}
