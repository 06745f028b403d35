import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '@fw/api-shared-infrastructure';
import { TEMPLATES } from '@fw/shared-site-templates';
import { SiteTemplateDto, toSiteTemplateDto } from './site-templates.dto';

@ApiTags('site templates')
@Auth()
@Controller('site-templates')
export class SiteTemplatesController {
  @Get()
  @ApiOperation({
    summary:
      "The templates a website can use, each with its sections' labels, kinds, limits, help and place (the editor's fields and the admin's template choice)",
  })
  @ApiOkResponse({ type: [SiteTemplateDto] })
  list(): SiteTemplateDto[] {
    return TEMPLATES.map(toSiteTemplateDto);
  }
}
