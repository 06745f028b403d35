import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';

const descriptions: Record<number, string> = {
  400: 'Invalid input (field messages in details.fields)',
  401: 'Not signed in, or the access token is invalid or expired',
  403: 'Signed in without the required role',
  404: 'Not found (or not yours)',
  409: 'Conflict with the current state',
  413: 'Request body too large',
  429: 'Too many requests (see Retry-After)',
  500: 'Processing failed and nothing was recorded; the sender retries',
  502: 'An upstream provider failed',
  503: 'Temporarily unavailable',
};

/** Documents the error answers of an operation with the shared error body. */
export function ApiErrors(...statuses: number[]) {
  return applyDecorators(...statuses.map((status) => ApiResponse({ status, type: ErrorResponseDto, description: descriptions[status] })));
}
