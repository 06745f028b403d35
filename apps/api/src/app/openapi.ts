import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, OpenAPIObject, SwaggerModule } from '@nestjs/swagger';

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Florida Web Design platform API')
    .setDescription(
      'Accounts, client websites and content, blog, questionnaires, contact, e-mail and payments. ' +
        'Errors always answer `{ statusCode, code, message, details? }`. Admin lists follow Refine simple-rest ' +
        '(`_start`, `_end`, `_sort`, `_order`, filters, `q`; total in `X-Total-Count`).',
    )
    .setVersion('1.0.0')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'bearer')
    .build();
  return SwaggerModule.createDocument(app, config, { operationIdFactory: (controller, method) => `${controller.replace(/Controller$/, '')}_${method}` });
}

export function setupSwagger(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
    customSiteTitle: 'API docs',
  });
}
