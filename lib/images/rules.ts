// What the studio accepts as an image, and what it keeps. Every upload is decoded and written again as WebP
// (lib/images/store.ts): a file that is not really an image fails to decode, its metadata (camera, GPS) is
// dropped, and what is served is always a plain image, whatever the upload carried inside.

export const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp", "image/gif"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** 5 MB: a phone photo at full size fits; anything larger is not a picture for a lesson or a profile. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** Decoding is refused past this many pixels (a small file can declare an enormous image: a decompression bomb). */
export const MAX_IMAGE_PIXELS = 40_000_000;

/** How each kind of picture is kept: lesson figures fit a reading column, covers the catalogue's card, photos a portrait. */
export const IMAGE_KINDS = {
  lesson: { width: 1600, height: 1600, fit: "inside" },
  cover: { width: 1200, height: 675, fit: "cover" },
  photo: { width: 480, height: 480, fit: "cover" },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

export const isImageKind = (value: string | null): value is ImageKind => value !== null && Object.hasOwn(IMAGE_KINDS, value);
export const isImageType = (value: string | null): value is ImageType => IMAGE_TYPES.includes(value as ImageType);

/**
 * Object keys of stored images: images/<kind>/<sha-256 of the written file>.webp, so an address never changes
 * content. The app serves images/<rest> at /api/images/<rest> (app/api/images/[...path]); lesson HTML may point only there.
 */
export const IMAGE_KEY_PATTERN = /^images\/(lesson|cover|photo)\/[0-9a-f]{64}\.webp$/;
const KEY_PREFIX = "images/";
export const IMAGE_ROUTE = "/api/images/";
export const imageSrc = (key: string) => `${IMAGE_ROUTE}${key.slice(KEY_PREFIX.length)}`;
/** The storage key of an /api/images/… path's segments. */
export const imageKeyOf = (segments: string[]) => `${KEY_PREFIX}${segments.join("/")}`;
