import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { toHttpError } from './http-error';

const answer = (status: number, data: unknown): AxiosError => {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, undefined, response);
};

describe('data calls: the API error as the forms see it', () => {
  it('keeps the code, message and details, with the field errors for the form', () => {
    const fields = { title: ['`title` is required'] };
    expect(toHttpError(answer(400, { statusCode: 400, code: 'REQUEST.INVALID', message: 'Invalid input', details: { fields } }))).toEqual({
      message: 'Invalid input',
      statusCode: 400,
      code: 'REQUEST.INVALID',
      details: { fields },
      errors: fields,
    });
  });

  it('says the server could not be reached when there is no answer, and names the status of an empty one', () => {
    expect(toHttpError(new AxiosError('Network Error', 'ERR_NETWORK'))).toMatchObject({
      statusCode: 0,
      message: 'Unable to reach the server. Check your connection and try again.',
    });
    expect(toHttpError(answer(502, '<html>Bad gateway</html>'))).toMatchObject({ statusCode: 502, message: 'Request failed (502)' });
  });

  it('passes on the message of anything else', () => {
    expect(toHttpError(new Error('boom'))).toEqual({ message: 'boom', statusCode: 0 });
  });
});
