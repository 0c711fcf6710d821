import { describe, expect, it } from 'vitest';
import { failureOf } from './failure.js';

describe('failureOf', () => {
  it('should keep the code, the status and the payload of a coded error', () => {
    const error = Object.assign(new Error('Account locked'), {
      code: 'ACCOUNT_LOCKED',
      statusCode: 423,
      payload: { retryAfterSeconds: 60 },
    });
    expect(failureOf(error)).toEqual({ code: 'ACCOUNT_LOCKED', status: 423, payload: { retryAfterSeconds: 60 } });
  });

  it('should accept a plain coded object as the graph tests send it', () => {
    expect(failureOf({ code: 'INVALID_LOGIN', status: 401 })).toEqual({ code: 'INVALID_LOGIN', status: 401 });
  });

  it('should call anything without a code UNKNOWN, never keeping its English message', () => {
    expect(failureOf(new TypeError('x is undefined'))).toEqual({ code: 'UNKNOWN', status: 500 });
    expect(failureOf('offline')).toEqual({ code: 'UNKNOWN', status: 500 });
  });
});
