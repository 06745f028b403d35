import { applyDecorators, Body, Controller, Delete, Get, Headers, HttpCode, Patch, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiHeader, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RouteConfig } from '@nestjs/platform-fastify';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '@fw/api-shared-domain';
import { ApiErrors, Auth, CurrentUser, UuidParam } from '@fw/api-shared-infrastructure';
import { MediaLibraryService, type UploadedFile } from '@fw/api-media-application';
import { EmptyUploadError, UnsupportedImageError, UploadInterruptedError } from '@fw/api-media-domain';
import { MEDIA_LIMITS } from '@fw/shared-field-limits';
import { ImageDto, ImageLibraryDto, toImageDto, UpdateImageRequestDto } from './image.dto';

/** Route config read by the body parsers: this route takes the file's bytes as its body, as a stream that it stores as it arrives. */
export const UPLOAD_ROUTE = { upload: true, stream: true };

/** A route whose body is the file's bytes: marked for the body parsers, and documented so. */
function UploadRoute() {
  return applyDecorators(
    RouteConfig(UPLOAD_ROUTE),
    ApiConsumes('application/octet-stream'),
    ApiBody({
      description: `The image's bytes (JPEG, PNG, WebP, AVIF or GIF; at most ${MEDIA_LIMITS.maxUploadBytes / 1024 / 1024} MB and ${MEDIA_LIMITS.maxPixels / 1e6} megapixels)`,
      schema: { type: 'string', format: 'binary' },
    }),
    ApiHeader({ name: 'X-Filename', required: false, description: "The file's name, URI-encoded (shown in the library)" }),
  );
}

function uploadedFile(request: FastifyRequest, filename: string | undefined): UploadedFile {
  const content = request.body;
  // A body of no bytes reaches no parser: the person picked an empty file.
  if (content === undefined || content === null) throw new EmptyUploadError();
  if (!(content instanceof Readable)) throw new UnsupportedImageError('Send the image file as the request body');
  let name = 'image';
  try {
    name = filename ? decodeURIComponent(filename) : name;
  } catch {
    // A malformed name is only a label: keep the default.
  }
  const size = Number(request.headers['content-length']);
  return { filename: name, content, size: Number.isInteger(size) && size >= 0 ? size : undefined };
}

/** A client that hangs up mid-upload is the client's doing (400 in the logs), not the server's failure. */
async function receiving<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (request.raw.destroyed && !request.raw.complete) throw new UploadInterruptedError();
    throw error;
  }
}

@ApiTags('images')
@Auth()
@Controller('websites/:websiteId/images')
export class ImagesController {
  constructor(private readonly library: MediaLibraryService) {}

  @Get()
  @ApiOperation({ summary: "A website's image library with its usage and quota (the owner, or an admin)" })
  @ApiOkResponse({ type: ImageLibraryDto })
  @ApiErrors(400, 404)
  async list(@CurrentUser() user: AuthUser, @UuidParam('websiteId') websiteId: string): Promise<ImageLibraryDto> {
    const { images, usedBytes, quotaBytes } = await this.library.list(user, websiteId);
    return { images: images.map(toImageDto), used_bytes: usedBytes, quota_bytes: quotaBytes, max_upload_bytes: MEDIA_LIMITS.maxUploadBytes };
  }

  @Post()
  @UploadRoute()
  @ApiOperation({
    summary: 'Upload an image; its variants are made in the background (status processing, then ready)',
    description: 'Accepted by content, not by name. EXIF orientation is applied and every piece of metadata (GPS included) is left out of what is served.',
  })
  @ApiCreatedResponse({ type: ImageDto })
  @ApiErrors(400, 404, 413)
  async upload(
    @CurrentUser() user: AuthUser,
    @UuidParam('websiteId') websiteId: string,
    @Req() request: FastifyRequest,
    @Headers('x-filename') filename?: string,
  ): Promise<ImageDto> {
    return toImageDto(await receiving(request, () => this.library.upload(user, websiteId, uploadedFile(request, filename))));
  }

  @Get(':id')
  @ApiOperation({ summary: 'One image of the library' })
  @ApiOkResponse({ type: ImageDto })
  @ApiErrors(400, 404)
  async get(@CurrentUser() user: AuthUser, @UuidParam('websiteId') websiteId: string, @UuidParam('id') id: string): Promise<ImageDto> {
    return toImageDto(await this.library.get(user, websiteId, id));
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Set alt text and/or the focal point (both fractions 0..1, sent together)' })
  @ApiOkResponse({ type: ImageDto })
  @ApiErrors(400, 404)
  async update(
    @CurrentUser() user: AuthUser,
    @UuidParam('websiteId') websiteId: string,
    @UuidParam('id') id: string,
    @Body() body: UpdateImageRequestDto,
  ): Promise<ImageDto> {
    return toImageDto(await this.library.edit(user, websiteId, id, { altText: body.alt_text, focalPoint: { x: body.focal_x, y: body.focal_y } }));
  }

  @Put(':id/file')
  @UploadRoute()
  @ApiOperation({ summary: "Replace the image's file, keeping its id (every page that shows it shows the new one)" })
  @ApiOkResponse({ type: ImageDto })
  @ApiErrors(400, 404, 413)
  async replace(
    @CurrentUser() user: AuthUser,
    @UuidParam('websiteId') websiteId: string,
    @UuidParam('id') id: string,
    @Req() request: FastifyRequest,
    @Headers('x-filename') filename?: string,
  ): Promise<ImageDto> {
    return toImageDto(await receiving(request, () => this.library.replace(user, websiteId, id, uploadedFile(request, filename))));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete an image; one that pages use answers 409 MEDIA.IMAGE_IN_USE naming them (details.usedIn) unless confirm=true' })
  @ApiQuery({ name: 'confirm', required: false, type: Boolean })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrors(400, 404, 409)
  async delete(
    @CurrentUser() user: AuthUser,
    @UuidParam('websiteId') websiteId: string,
    @UuidParam('id') id: string,
    @Query('confirm') confirm?: string,
  ): Promise<void> {
    await this.library.delete(user, websiteId, id, confirm === 'true');
  }
}
