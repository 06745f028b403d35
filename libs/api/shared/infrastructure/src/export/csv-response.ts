import type { Readable } from 'node:stream';
import { applyDecorators, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import { ApiErrors } from '../http/api-errors.decorator';
import { ApiListQuery } from '../http/api-list-query.decorator';
import type { ListSpec } from '../http/simple-rest-query';

/** Documents a list's CSV export: the list's own filters, a text/csv answer and its 400. */
export function ApiCsvExport(what: string, spec: ListSpec) {
  return applyDecorators(
    ApiOperation({
      summary: `${what} as CSV: every row the list's filters, search and sort select (paging ignored), streamed`,
      description:
        'Cells that a spreadsheet would run as formulas (=, +, -, @, tab, CR first) start with an apostrophe. 400 for a filter the list does not take.',
    }),
    ApiListQuery(spec),
    ApiProduces('text/csv'),
    ApiOkResponse({ description: 'The CSV file, as an attachment', schema: { type: 'string' } }),
    ApiErrors(400),
  );
}

/** The streamed CSV answer, downloaded as `<name>-<date>.csv` and never cached. */
export function csvFile(stream: Readable, name: string): StreamableFile {
  const date = new Date().toISOString().slice(0, 10);
  return new StreamableFile(stream, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${name}-${date}.csv"` });
}
