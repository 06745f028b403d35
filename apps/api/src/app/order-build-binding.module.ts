import { Global, Module } from '@nestjs/common';
import { OrderBuildFilter } from '@fw/api-billing-infrastructure';
import { ownerHasNoBuiltWebsite } from '@fw/api-sites-infrastructure';

/**
 * Billing's orders waiting for build (the admin home's card and the Orders list's filter) ask
 * whether the buyer has a website that is built; the websites context answers. Billing cannot
 * import sites (siblings), so the composition root binds it here, globally.
 */
@Global()
@Module({
  providers: [{ provide: OrderBuildFilter, useValue: { ownerHasNoBuiltWebsite } satisfies OrderBuildFilter }],
  exports: [OrderBuildFilter],
})
export class OrderBuildBindingModule {}
