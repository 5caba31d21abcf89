/**
 * An upload the server refused, with why in the author's language (the page's onUploadImage builds it from the
 * route's code): the image dialog shows its message instead of the general "could not be uploaded".
 */
export class UploadImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UploadImageError";
  }
}
