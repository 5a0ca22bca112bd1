/** Image delivery: sized raster URLs, srcsets, and the not-found fallback. */
export {
  DEFAULT_IMAGE_QUALITY,
  IMAGE_FORMATS,
  IMAGE_PARAMS,
  imageUrl,
  isPassThroughImage,
  srcset,
  type ImageFormat,
  type ImageUrlOptions,
} from './image-url.ts';
export { NOT_FOUND_IMAGE_URL } from '../stock/media-urls.ts';
