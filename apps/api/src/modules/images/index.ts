// The images module's face (docs/decisions/055-module-boundaries.md): its routes and the encoding and
// storing of pictures the catalog, proofs, the seed and the benches use. Imported from outside only through
// this file.
export { imagesRoutes } from './images.routes.ts';
export {
  copyProductImages,
  decodeUpload,
  deleteProductImages,
  ENCODER_SETTINGS,
  type EncodedVariant,
  encodeImageVariants,
  encodeProofJpeg,
  encodeReviewPhoto,
  encodeVariant,
  insertProductImage,
  MAX_INPUT_PIXELS,
  storeProductImage,
} from './images.service.ts';
