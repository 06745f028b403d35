import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The boundary rules of eslint.config.mjs, shown to bite on small bad samples (and to let the good
// ones through). The samples are linted as if they were at the given paths; no file is written.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });

async function rulesHit(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

describe('boundary lint rules', () => {
  it("SQL in one context naming another context's table fails; its own tables pass", async () => {
    const foreign = 'export const q = `select p.full_name from websites w join profiles p on p.id = w.owner_id`;\n';
    expect(await rulesHit('libs/api/sites/infrastructure/src/queries/sample.ts', foreign)).toContain('fw/no-foreign-tables');
    const own = "export const q = 'select id from websites where owner_id = $1';\n";
    expect(await rulesHit('libs/api/sites/infrastructure/src/queries/sample.ts', own)).not.toContain('fw/no-foreign-tables');
    expect(await rulesHit('libs/api/accounts/infrastructure/src/sample.ts', "export const q = 'select full_name from profiles';\n")).not.toContain(
      'fw/no-foreign-tables',
    );
  });

  it("no file of a context is exempt: its admin lists and history read accounts' profiles through a port", async () => {
    const foreign = 'export const q = `select full_name from profiles where id = $1`;\n';
    for (const file of [
      'libs/api/intake/infrastructure/src/persistence/intake-admin.queries.ts',
      'libs/api/intake/infrastructure/src/persistence/leads-admin.query.ts',
      'libs/api/sites/infrastructure/src/persistence/sql-revision.repository.ts',
      'libs/api/sites/infrastructure/src/queries/sql-site-reads.adapter.ts',
    ]) {
      expect(await rulesHit(file, foreign)).toContain('fw/no-foreign-tables');
    }
  });

  it("the API's composition root reads no table: SQL or data access in apps/api/src/app fails, wiring passes", async () => {
    const flow = [
      "import { EntityManager } from '@mikro-orm/postgresql';",
      'export class ClientExport {',
      '  constructor(private readonly em: EntityManager) {}',
      "  orders(id: string) { return this.em.execute('select * from orders where user_id = ?', [id]); }",
      '}',
      '',
    ].join('\n');
    const hits = await rulesHit('apps/api/src/app/client-export/client-export.service.ts', flow);
    expect(hits).toContain('fw/no-foreign-tables');
    expect(hits).toContain('no-restricted-imports');
    const reader = "import { SqlReader } from '@fw/api-shared-infrastructure';\nexport const r = SqlReader;\n";
    expect(await rulesHit('apps/api/src/app/overview.ts', reader)).toContain('no-restricted-imports');
    const wiring = [
      "import { Module } from '@nestjs/common';",
      "import { SitesModule } from '@fw/api-sites-infrastructure';",
      'export const imports = [SitesModule];',
      '@Module({ imports })',
      'export class BindingModule {}',
      '',
    ].join('\n');
    const wired = await rulesHit('apps/api/src/app/binding.module.ts', wiring);
    expect(wired).not.toContain('fw/no-foreign-tables');
    expect(wired).not.toContain('no-restricted-imports');
  });

  it("the API's composition root holds no flow: a service, a use case or a controller in apps/api/src/app fails, binding modules pass", async () => {
    const service = [
      "import { Injectable } from '@nestjs/common';",
      "import { MyAccountService } from '@fw/api-accounts-application';",
      '@Injectable()',
      'export class ProjectCardService {',
      '  constructor(private readonly account: MyAccountService) {}',
      '  get(id: string) { return this.account.onboarding(id); }',
      '}',
      '',
    ].join('\n');
    expect(await rulesHit('apps/api/src/app/project/project-card.service.ts', service)).toContain('no-restricted-syntax');
    const useCase = 'export class MergeClientsUseCase {\n  execute() { return 1; }\n}\n';
    expect(await rulesHit('apps/api/src/app/merge/merge-clients.ts', useCase)).toContain('no-restricted-syntax');
    const controller = [
      "import { Controller, Get } from '@nestjs/common';",
      "@Controller('my')",
      'export class ProjectRoutes {',
      "  @Get('project') get() { return {}; }",
      '}',
      '',
    ].join('\n');
    expect(await rulesHit('apps/api/src/app/project/project.routes.ts', controller)).toContain('no-restricted-syntax');
    expect(await rulesHit('apps/api/src/app/health.controller.ts', controller)).not.toContain('no-restricted-syntax');
    const binding = [
      "import { Global, Module } from '@nestjs/common';",
      "import { ClientProvisioningService } from '@fw/api-accounts-application';",
      '@Global()',
      '@Module({ providers: [ClientProvisioningService], exports: [ClientProvisioningService] })',
      'export class ProvisioningBindingModule {}',
      '',
    ].join('\n');
    expect(await rulesHit('apps/api/src/app/binding.module.ts', binding)).not.toContain('no-restricted-syntax');
  });

  it('a dashboard page importing another page fails; components, hooks and its own folder pass', async () => {
    const page = 'apps/dashboard/src/pages/orders/sample.tsx';
    expect(await rulesHit(page, "import { x } from '../clients/show';\nexport const y = x;\n")).toContain('no-restricted-imports');
    expect(await rulesHit(page, "import { x } from '../../components/notice';\nimport { z } from './list';\nexport const y = [x, z];\n")).not.toContain(
      'no-restricted-imports',
    );
  });

  it("a deep import into a package's build folder or internals fails outside library-internals/", async () => {
    const deep = "import { PATH_METADATA } from '@nestjs/common/constants';\nexport const k = PATH_METADATA;\n";
    expect(await rulesHit('apps/api/src/app/sample.ts', deep)).toContain('no-restricted-imports');
    expect(await rulesHit('libs/api/shared/infrastructure/src/sample.ts', "import type { X } from 'some-package/dist/x';\nexport type Y = X;\n")).toContain(
      'no-restricted-imports',
    );
    expect(await rulesHit('libs/api/shared/infrastructure/src/database/library-internals/sample.ts', deep)).not.toContain('no-restricted-imports');
  });

  it('one context importing a sibling fails: they meet through ports of the context below them', async () => {
    const code = "import { Order } from '@fw/api-billing-domain';\nexport const o: Order | undefined = undefined;\n";
    expect(await rulesHit('libs/api/sites/application/src/sample.ts', code)).toContain('@nx/enforce-module-boundaries');
    const sites = "import { WebsiteProvisioningService } from '@fw/api-sites-application';\nexport const s = WebsiteProvisioningService;\n";
    expect(await rulesHit('libs/api/intake/infrastructure/src/sample.ts', sites)).toContain('@nx/enforce-module-boundaries');
    const port = "import { ClientWebsitesPort } from '@fw/api-accounts-application';\nexport const p = ClientWebsitesPort;\n";
    expect(await rulesHit('libs/api/sites/infrastructure/src/sample.ts', port)).not.toContain('@nx/enforce-module-boundaries');
  });
});
