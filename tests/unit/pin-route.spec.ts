import http from 'node:http';
import type {AddressInfo} from 'node:net';
import {expect, test} from '@playwright/test';
import {PinThingDocument} from '@0xintuition/graphql';

import {PIN_API_URL, POST, pinThingWithKey} from '../../examples/graphql-api/writes/pin-route';

/**
 * The server-side pinning code on the Writes page (examples/graphql-api/writes/pin-route.ts), run against a local
 * stand-in for Intuition's gated pin service: the key must travel in the `apikey` header to the service and
 * nowhere else, and the route must refuse to pin without a key or a name.
 */
const key = 'test-pin-key';

interface Received {
  readonly apikey: string | undefined;
  readonly query: string;
  readonly variables: Record<string, unknown>;
}

let upstream: http.Server;
let upstreamUrl: string;
let received: Received[] = [];
type Answer = (variables: Record<string, unknown>) => {status: number; body: unknown};
// What the stand-in answers to a request that carries the right key.
const pinned: Answer = (variables) => ({
  status: 200,
  body: {data: {pinThing: {uri: `ipfs://pinned-${String(variables.name)}`}}},
});
let answer: Answer = pinned;

test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  upstream = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const {query, variables} = JSON.parse(raw) as {query: string; variables: Record<string, unknown>};
      const apikey = request.headers.apikey as string | undefined;
      received.push({apikey, query, variables});
      // The real service's answer to a request without its key (seen by intuition-box/Sofia's pin proxy).
      const {status, body} =
        apikey === key ? answer(variables) : {status: 401, body: {message: 'No API key found in request'}};
      response.writeHead(status, {'content-type': 'application/json'});
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v1/graphql`;
});

test.afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
});

test.beforeEach(() => {
  received = [];
  delete process.env.INTUITION_PIN_API_KEY;
  process.env.INTUITION_PIN_API_URL = upstreamUrl;
});

test.afterEach(() => {
  delete process.env.INTUITION_PIN_API_KEY;
  delete process.env.INTUITION_PIN_API_URL;
});

const post = (body: unknown) =>
  POST(new Request('http://app.local/api/pin', {method: 'POST', body: JSON.stringify(body)}));

test('the page names the gated endpoint from the official docs (commit 1cfc6af)', () => {
  expect(PIN_API_URL).toBe('https://pin.intuition.systems/v1/graphql');
});

test('pinThingWithKey sends the key in the apikey header with the package mutation and all four fields', async () => {
  const uri = await pinThingWithKey({name: 'Intuition', url: 'https://intuition.systems'}, key, upstreamUrl);
  expect(uri).toBe('ipfs://pinned-Intuition');
  expect(received).toEqual([
    {
      apikey: key,
      query: PinThingDocument,
      variables: {name: 'Intuition', description: '', image: '', url: 'https://intuition.systems'},
    },
  ]);
});

test('pinThingWithKey throws on a refused key and on a GraphQL error, never returning a URI', async () => {
  await expect(pinThingWithKey({name: 'Intuition'}, 'wrong-key', upstreamUrl)).rejects.toThrow('HTTP 401');
  answer = () => ({status: 200, body: {data: null, errors: [{message: 'Request Transformation Failed'}]}});
  try {
    await expect(pinThingWithKey({name: 'Intuition'}, key, upstreamUrl)).rejects.toThrow(
      'pinning failed: Request Transformation Failed',
    );
  } finally {
    answer = pinned;
  }
});

test('the route pins with the server key and answers only the URI', async () => {
  process.env.INTUITION_PIN_API_KEY = key;
  const response = await post({name: ' Intuition ', description: 'A protocol', image: 42});
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({uri: 'ipfs://pinned-Intuition'});
  expect(received.map(({apikey, variables}) => ({apikey, variables}))).toEqual([
    {apikey: key, variables: {name: 'Intuition', description: 'A protocol', image: '', url: ''}},
  ]);
});

test('the route refuses without a server key or a name, and sends nothing upstream', async () => {
  const withoutKey = await post({name: 'Intuition'});
  expect(withoutKey.status).toBe(500);
  process.env.INTUITION_PIN_API_KEY = key;
  for (const body of [{}, {name: '  '}, {name: 7}, 'not json']) {
    const response = await post(body);
    expect(response.status, JSON.stringify(body)).toBe(400);
  }
  const broken = await POST(new Request('http://app.local/api/pin', {method: 'POST', body: '{'}));
  expect(broken.status).toBe(400);
  expect(received).toEqual([]);
});

test('a failed pin reaches the browser as 502 without the key or the upstream message', async () => {
  process.env.INTUITION_PIN_API_KEY = key;
  answer = () => ({status: 200, body: {data: null, errors: [{message: `bad key ${key}`}]}});
  const logged: unknown[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => logged.push(...args);
  try {
    const response = await post({name: 'Intuition'});
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(text).not.toContain(key);
    expect(text).not.toContain('bad key');
    // The detail is kept for the operator, in the server's log.
    expect(String(logged[0])).toContain('bad key');
  } finally {
    console.error = consoleError;
    answer = pinned;
  }
});
