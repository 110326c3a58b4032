import type { AnswerSchema } from './endpoints.ts';

type Checked = { ok: true; data: unknown } | { ok: false; problems: string };

type Issue = Readonly<{
  message: string;
  path?: readonly (PropertyKey | Readonly<{ key: PropertyKey }>)[];
}>;

/** `a.b.0` for an issue inside the data; null when a key is not a name or an index. */
function dotPath({ path }: Issue): string | null {
  if (!path) return null;
  const keys = path.map((item) => (typeof item === 'object' ? item.key : item));
  if (!keys.every((key) => typeof key === 'string' || typeof key === 'number')) return null;
  return keys.join('.');
}

/** As valibot's `summarize` words them: `× message` and, inside the data, `→ at path`. */
function summarize(issues: readonly Issue[]): string {
  return issues
    .map((issue) => {
      const path = dotPath(issue);
      return path ? `× ${issue.message}\n  → at ${path}` : `× ${issue.message}`;
    })
    .join('\n');
}

/**
 * Checks an answer's data through the schema's Standard Schema interface, so the client that
 * every page loads first needs no schema library: the schemas bring their own.
 */
export async function checkAnswer(schema: AnswerSchema, data: unknown): Promise<Checked> {
  const result = await schema['~standard'].validate(data);
  return result.issues
    ? { ok: false, problems: summarize(result.issues) }
    : { ok: true, data: result.value };
}
