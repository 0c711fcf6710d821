import { describe, expect, it } from 'vitest';
import { AppError, ERRORS, ok, toEnvelope } from './index.js';
import { classify, isDatabaseUnavailable } from './classify.js';
import { ERROR_CODES } from '@shared/errors/codes.js';

describe('error registry', () => {
  it('should keep the spec messages verbatim, since the shop maps those exact strings', () => {
    expect(ERRORS.CART_ARCHIVED.message).toBe('Cart is archived.');
    expect(ERRORS.SESSION_ALREADY_USED.message).toBe('Session already used.');
    expect(ERRORS.SESSION_NOT_FOUND.message).toBe("Session doesn't exist");
    expect(ERRORS.NO_ACTIVE_USER.message).toBe('No active user');
    expect(ERRORS.INVALID_LOGIN.message).toBe('Unknown username or password!');
    expect(ERRORS.USER_EXISTS.message).toBe('User already exist.');
    expect(ERRORS.INCORRECT_OLD_PASSWORD.message).toBe('Incorrect old password.');
    expect(ERRORS.COUPON_NOT_FOUND.message).toBe('Coupon not found!');
    expect(ERRORS.STORE_NOT_DEFINED.message).toBe('Store is not defined');
  });

  it('should hold exactly the codes of the shared vocabulary', () => {
    expect(Object.keys(ERRORS).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('should give every code a 4xx or 5xx status', () => {
    for (const { status } of Object.values(ERRORS)) expect(status >= 400 && status < 600).toBe(true);
  });
});

describe('ok', () => {
  it('should wrap data in the success envelope', () => {
    expect(ok({ a: 1 })).toEqual({ data: { a: 1 }, errored: false });
  });
});

describe('toEnvelope', () => {
  it('should turn an AppError into its coded envelope with the payload', () => {
    expect(toEnvelope(new AppError('NOT_FOUND', { message: 'Page not found.', payload: { slug: 'x' } }))).toEqual({
      data: null,
      errored: true,
      code: 'NOT_FOUND',
      message: 'Page not found.',
      statusCode: 404,
      error: 'Not Found',
      payload: { slug: 'x' },
    });
  });

  it('should hide the message and payload of unknown faults behind INTERNAL', () => {
    const env = toEnvelope(new Error('relation "users" does not exist SELECT * FROM users'));
    expect(env).toEqual({
      data: null,
      errored: true,
      code: 'INTERNAL',
      message: 'Internal server error.',
      statusCode: 500,
      error: 'Internal Server Error',
    });
  });

  it('should map Fastify validation errors to VALIDATION_FAILED with the fields', () => {
    const err = Object.assign(new Error('bad'), {
      validation: [{ instancePath: '/qty', message: 'must be integer' }],
      validationContext: 'body',
    });
    expect(toEnvelope(err)).toMatchObject({
      code: 'VALIDATION_FAILED',
      statusCode: 400,
      payload: { fields: [{ field: 'body/qty', message: 'must be integer' }] },
    });
  });
});

describe('classify', () => {
  it('should map Fastify body errors to their codes', () => {
    expect(classify({ code: 'FST_ERR_CTP_INVALID_JSON_BODY' }).code).toBe('INVALID_JSON');
    expect(classify({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' }).code).toBe('PAYLOAD_TOO_LARGE');
    expect(classify({ code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('should see a lost connection through the drizzle cause chain', () => {
    const wrapped = Object.assign(new Error('Failed query: select 1'), {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(classify(wrapped).code).toBe('DATABASE_UNAVAILABLE');
    expect(classify({ code: '57P01', message: 'terminating connection due to administrator command' }).code).toBe(
      'DATABASE_UNAVAILABLE',
    );
  });

  it('should treat data exceptions as bad input and unique violations as conflicts', () => {
    expect(classify({ message: 'x', cause: { code: '22003' } }).code).toBe('VALIDATION_FAILED');
    expect(classify({ message: 'x', cause: { code: '23505' } }).code).toBe('CONFLICT');
  });

  it('should treat anything that is not an error object as INTERNAL', () => {
    expect(classify('boom').code).toBe('INTERNAL');
    expect(classify(undefined).code).toBe('INTERNAL');
  });
});
