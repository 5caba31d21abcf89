// hls.js ships the light build (no subtitles, alternate audio or DRM, which lectures do not use) without its own
// type declarations; its API is the full build's.
declare module "hls.js/light" {
  export * from "hls.js";
  export { default } from "hls.js";
}
