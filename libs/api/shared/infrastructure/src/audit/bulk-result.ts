import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';
import { DomainError } from '@fw/api-shared-domain';

/** Most rows one bulk request may name. */
export const BULK_MAX_IDS = 200;

export class BulkIdsRequestDto {
  @ApiProperty({ type: [String], format: 'uuid', minItems: 1, maxItems: BULK_MAX_IDS, description: 'The selected rows (a repeated id is acted on once)' })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(BULK_MAX_IDS)
  @IsUUID('all', { each: true })
  ids!: string[];
}

export class BulkRowResultDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;
  @ApiProperty({ description: 'Whether this row was done' })
  ok!: boolean;
  @ApiProperty({ required: false, description: 'Why not, as an error code (ACCOUNTS.CLIENT_NOT_FOUND)' })
  code?: string;
  @ApiProperty({ required: false, description: 'Why not, in words' })
  message?: string;
}

export class BulkResultDto {
  @ApiProperty({ type: [BulkRowResultDto], description: 'One answer per row, in the order asked' })
  results!: BulkRowResultDto[];
}

export function isBulkResult(value: unknown): value is BulkResultDto {
  return !!value && typeof value === 'object' && Array.isArray((value as BulkResultDto).results);
}

/**
 * Runs `action` on each row in turn, each on its own (one row's refusal does not stop the others),
 * and reports per row (a repeated id once). Refusals the API knows (DomainError) are reported; anything else is a fault
 * and is thrown, as for a single request.
 */
export async function runBulk(ids: string[], action: (id: string) => Promise<unknown>): Promise<BulkResultDto> {
  const results: BulkRowResultDto[] = [];
  for (const id of new Set(ids)) {
    try {
      await action(id);
      results.push({ id, ok: true });
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind === 'unavailable') throw error;
      results.push({ id, ok: false, code: error.code, message: error.message });
    }
  }
  return { results };
}
