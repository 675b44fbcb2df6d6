import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent, not decompressed. */
  body: Buffer;
}

/** One plain HTTP GET that follows no redirect and decodes nothing, so a test sees exactly what the server sent. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, {headers}, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}
