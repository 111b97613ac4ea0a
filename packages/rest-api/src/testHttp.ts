// Calling a test REST service over real HTTP (used by this package's *.int.test.ts files).
import type { TestRestApi } from './testing';

export interface HttpAnswer<T = any> {
  status: number;
  body: T;
}

export async function call<T = any>(
  api: Pick<TestRestApi, 'baseUrl'>,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { token?: string | null; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${api.baseUrl}${path}`, {
    method,
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** Signs in and returns the data of the answer (expects 200). */
export async function signIn(api: Pick<TestRestApi, 'baseUrl'>, email: string, password: string) {
  const answer = await call(api, 'POST', '/signin', { body: { Email: email, Password: password } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}
