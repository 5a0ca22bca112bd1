/** The gallery's images: pure logic in src/lib, named here beside the component that draws them. */
export {
  galleryImages,
  isNotFoundGallery,
  type GalleryImage,
} from '../../../lib/cars/gallery-images.ts';
