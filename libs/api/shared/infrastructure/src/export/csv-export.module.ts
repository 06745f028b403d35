import { Global, Module } from '@nestjs/common';
import { CsvExporter } from './csv-export';

/** CSV exports of the admin lists, for every context's controllers. */
@Global()
@Module({ providers: [CsvExporter], exports: [CsvExporter] })
export class CsvExportModule {}
