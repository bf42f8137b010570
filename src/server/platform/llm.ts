/**
 * An optional OpenAI-compatible chat model (Ollama, vLLM, Mistral, OpenAI…) set by the operator
 * with LLM_BASE_URL / LLM_MODEL / LLM_API_KEY. Kairos sends it only the grounded context it built;
 * callers fall back to the local engine when it fails.
 */
export type ChatMessage = { role: 'system' | 'user'; content: string };

export type LanguageModel = {
  name: string;
  /** the model's reply text; throws on any failure (network, status, timeout, empty reply) */
  complete(messages: ChatMessage[], opts?: { json?: boolean; timeoutMs?: number }): Promise<string>;
};

export function createLanguageModel(config: { baseUrl?: string; model?: string; apiKey?: string }): LanguageModel | null {
  const { baseUrl, model, apiKey } = config;
  if (!baseUrl || !model) return null;
  const url = `${baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: model,
    async complete(messages, opts = {}) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
        body: JSON.stringify({ model, messages, temperature: 0.2, ...(opts.json ? { response_format: { type: 'json_object' } } : {}) }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 30_000),
      });
      if (!res.ok) throw new Error(`model answered ${res.status}`);
      const body = (await res.json()) as { choices?: { message?: { content?: string } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (!content) throw new Error('model returned no content');
      return content;
    },
  };
}
