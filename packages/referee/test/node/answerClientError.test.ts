import { describe, expect, it } from 'vitest';
import { answerClientError } from '@kiri-dice/referee';

/** A socket that records what is written, or that can no longer be written. */
const socket = (writable = true) => {
  const seen = { text: '', destroyed: false };
  return {
    seen,
    writable,
    end: (text: string) => (seen.text = text),
    destroy: () => (seen.destroyed = true),
  };
};

describe('answerClientError', () => {
  it('answers Node’s refusals as JSON, and closes a socket that cannot be written', () => {
    const timeout = socket();
    answerClientError(Object.assign(new Error('t'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), timeout);
    expect(timeout.seen.text).toMatchInlineSnapshot(`
      "HTTP/1.1 408 Request Timeout
      content-type: application/json; charset=utf-8
      content-length: 74
      connection: close

      {"code":"REQUEST_TIMEOUT","message":"the request took too long to arrive"}"
    `);
    const large = socket();
    answerClientError(Object.assign(new Error('h'), { code: 'HPE_HEADER_OVERFLOW' }), large);
    expect(large.seen.text).toMatchInlineSnapshot(`
      "HTTP/1.1 431 Request Header Fields Too Large
      content-type: application/json; charset=utf-8
      content-length: 74
      connection: close

      {"code":"HEADERS_TOO_LARGE","message":"the request headers are too large"}"
    `);
    // A code that names a member every object has is no refusal of its own.
    const inherited = socket();
    answerClientError(Object.assign(new Error('p'), { code: 'toString' }), inherited);
    expect(inherited.seen.text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n.*"BAD_REQUEST"/s);
    const other = socket();
    answerClientError(Object.assign(new Error('x'), { code: 'HPE_INVALID_METHOD' }), other);
    expect(other.seen.text).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n.*"BAD_REQUEST"/s);
    const bare = socket();
    answerClientError(new Error('no code'), bare);
    expect(bare.seen.text).toMatch(/^HTTP\/1\.1 400 /);
    const gone = socket(false);
    answerClientError(new Error('reset'), gone);
    expect(gone.seen).toEqual({ text: '', destroyed: true });
    // A socket whose answer has begun (a stream) is closed, never written to.
    const streaming = Object.assign(socket(), { _httpMessage: { headersSent: true } });
    answerClientError(new Error('garbage after a request'), streaming);
    expect(streaming.seen).toEqual({ text: '', destroyed: true });
    const waiting = Object.assign(socket(), { _httpMessage: { headersSent: false } });
    answerClientError(Object.assign(new Error('t'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }), waiting);
    expect(waiting.seen.text).toMatch(/^HTTP\/1\.1 408 /);
  });
});
