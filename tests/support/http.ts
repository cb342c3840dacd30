// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  body?: string | Buffer;
  headers?: Record<string, string>;
}

/** Calls the running service over HTTP, as any client would. */
export function httpClient(baseUrl: string) {
  return async function request(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    } else if (options.body !== undefined) {
      body = typeof options.body === 'string' ? options.body : new Uint8Array(options.body);
    }
    const response = await fetch(baseUrl + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: the text is the body.
    }
    return { status: response.status, headers: response.headers, body: parsed, text };
  };
}

export type HttpClient = ReturnType<typeof httpClient>;
