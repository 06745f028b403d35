import { ConflictError, DomainError, NotFoundError, ValidationError } from '@fw/api-shared-domain';

export class ImageNotFoundError extends NotFoundError {
  constructor() {
    super('MEDIA.IMAGE_NOT_FOUND', 'Image not found');
  }
}

export class MediaWebsiteNotFoundError extends NotFoundError {
  constructor() {
    super('MEDIA.WEBSITE_NOT_FOUND', 'Website not found');
  }
}

export class MediaInvalidFieldError extends ValidationError {
  constructor(field: string, message: string) {
    super('MEDIA.INVALID_FIELD', message, { [field]: [message] });
  }
}

/** The bytes are not one of the accepted image types, whatever the file's name says. */
export class UnsupportedImageError extends ValidationError {
  constructor(message = 'Upload a JPEG, PNG, WebP, AVIF or GIF image') {
    super('MEDIA.UNSUPPORTED_IMAGE', message, { file: [message] });
  }
}

/** A file of no bytes: what a person picked is empty (or the upload lost it), not a wrong type. */
export class EmptyUploadError extends ValidationError {
  constructor() {
    const message = 'This file is empty. Choose a JPEG, PNG, WebP, AVIF or GIF image.';
    super('MEDIA.UNSUPPORTED_IMAGE', message, { file: [message] });
  }
}

/** The client stopped sending before the whole file arrived (nothing of it is kept). */
export class UploadInterruptedError extends ValidationError {
  constructor() {
    const message = 'The upload was interrupted before the whole file arrived';
    super('MEDIA.UPLOAD_INTERRUPTED', message, { file: [message] });
  }
}

export class ImageTooLargeError extends DomainError {
  constructor(message: string) {
    super('too_large', 'MEDIA.IMAGE_TOO_LARGE', message, { fields: { file: [message] } });
  }
}

export class MediaQuotaExceededError extends DomainError {
  constructor(
    readonly usedBytes: number,
    readonly quotaBytes: number,
  ) {
    super('too_large', 'MEDIA.QUOTA_EXCEEDED', "This upload would exceed your website's storage for images", { usedBytes, quotaBytes });
  }
}

/** Alt text is required before an image can be placed on a page. */
export class AltTextRequiredError extends ConflictError {
  constructor() {
    super('MEDIA.ALT_TEXT_REQUIRED', 'Add alt text (a short description for people who cannot see the image) before using it');
  }
}

/** Deleting an image that pages still show needs the caller to confirm, knowing where. */
export class ImageInUseError extends ConflictError {
  constructor(readonly usedIn: string[]) {
    super('MEDIA.IMAGE_IN_USE', `This image is used in: ${usedIn.join(', ')}`, { usedIn });
  }
}
