import { describe, expect, it } from 'vitest';
import type { ExchangeRequest } from '../../src/http/Exchange.js';
import { readJsonBody } from '../../src/http/readJsonBody.js';

/** A POST with `headers` (lower-case names) and `body`, read whole or `null` past the limit. */
function post(
  body: Uint8Array | string | Error,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): ExchangeRequest {
  return {
    method: 'POST',
    path: '/matches',
    query: () => null,
    header: (name) => headers[name] ?? null,
    body: (limit) => {
      if (body instanceof Error) return Promise.reject(body);
      const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body;
      return Promise.resolve(bytes.byteLength > limit ? null : bytes);
    },
    signal: new AbortController().signal,
    address: undefined,
  };
}

const withType = (type: string) => post('{"a":1}', { 'content-type': type });

describe('readJsonBody', () => {
  it('reads JSON, and an empty body (or only white space) as no value', async () => {
    expect(await readJsonBody(post('{"rules":"standard"}'), 100)).toStrictEqual({
      value: { rules: 'standard' },
    });
    expect(await readJsonBody(post(''), 100)).toStrictEqual({ value: undefined });
    expect(await readJsonBody(post(' \n\t'), 100)).toStrictEqual({ value: undefined });
  });

  it('reads application/json, with or without charset=utf-8, however spaced and cased', async () => {
    for (const type of [
      'application/json',
      'Application/JSON',
      'application/json ',
      'application/json;charset=utf-8',
      'application/json; charset=UTF-8',
      'application/json  ;  charset  =  "utf-8"  ',
      'application/json;charset="utf-8"',
    ])
      expect([type, await readJsonBody(withType(type), 100)]).toStrictEqual([
        type,
        { value: { a: 1 } },
      ]);
  });

  it('refuses any other type, with a 415 and the type to send', async () => {
    for (const type of [
      '',
      'text/plain',
      'application/jsonx',
      'xapplication/json',
      'application/json x',
      'application/json; charset=latin1',
      'application/json; charset=utf-8; x=1',
      'application/json; charsetx=utf-8',
      'application/json; xcharset=utf-8',
      'application/json; charset=xutf-8',
      'application/json; charset=utf-8x',
      'application/json;x charset=utf-8',
    ])
      expect([type, await readJsonBody(withType(type), 100)]).toMatchObject([
        type,
        {
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'send the body as Content-Type: application/json',
        },
      ]);
    const none = post('{}', {});
    expect(await readJsonBody(none, 100)).toMatchObject({ status: 415 });
  });

  it('refuses a body over its limit, whether declared or sent, and takes one at the limit', async () => {
    const tooLarge = {
      status: 413,
      code: 'BODY_TOO_LARGE',
      message: 'the body must be at most 7 bytes of JSON',
    };
    const declared = (length: string) =>
      post('{"a":1}', { 'content-type': 'application/json', 'content-length': length });
    expect(await readJsonBody(declared('8'), 7)).toMatchObject(tooLarge);
    expect(await readJsonBody(declared('7'), 7)).toStrictEqual({ value: { a: 1 } });
    expect(await readJsonBody(post('{"a":12}'), 7)).toMatchObject(tooLarge);
  });

  it('refuses bytes that are not UTF-8, a byte order mark, text that is not JSON, and a body cut short', async () => {
    const notUtf8 = { status: 400, code: 'BAD_JSON', message: 'the body is not UTF-8 text' };
    expect(await readJsonBody(post(Uint8Array.from([0x22, 0xff, 0x22])), 100)).toMatchObject(
      notUtf8,
    );
    const notJson = { status: 400, code: 'BAD_JSON', message: 'the body is not JSON' };
    expect(await readJsonBody(post('\ufeff{"a":1}'), 100)).toMatchObject(notJson);
    expect(await readJsonBody(post('{"a":'), 100)).toMatchObject(notJson);
    expect(await readJsonBody(post(new Error('aborted')), 100)).toMatchObject({
      status: 400,
      code: 'BODY_INCOMPLETE',
      message: 'the body ended before it was whole',
    });
  });
});
