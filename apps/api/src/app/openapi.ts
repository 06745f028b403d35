import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { applyContract } from './openapi-contract';

const operationId = (controller: string, method: string) => `${controller.replace(/Controller$/, '')}_${method}`;

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Florida Web Design platform API')
    .setDescription(
      'Accounts, client websites and content, blog, questionnaires, contact, e-mail and payments. ' +
        'Errors always answer `{ statusCode, code, message, details? }`. Admin lists follow Refine simple-rest ' +
        '(`_start`, `_end`, `_sort`, `_order`, one parameter per filter, `q`; total in `X-Total-Count`). ' +
        'Request bodies with unknown fields are refused (400). A method a documented path does not have answers 405 ' +
        '(components.responses.MethodNotAllowed) with an Allow header.',
    )
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .build();
  return applyContract(app, SwaggerModule.createDocument(app, config, { operationIdFactory: operationId }), operationId);
}

export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
    customSiteTitle: 'API docs',
  });
}
