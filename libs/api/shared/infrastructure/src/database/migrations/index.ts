import { Migration20261121000000InitialSchema } from './migration-20261121000000-initial-schema';
// <migration-imports>

/** Listed explicitly (not globbed) so the compiled build and the tests find the same set. In time order. */
export const migrationsList = [
  { name: 'Migration20261121000000InitialSchema', class: Migration20261121000000InitialSchema },
  // <migration-entries>
];
