// The upload domain's public surface: other domains store, find and sign images through it.
export {
  encodeImage,
  findUploadByUrl,
  publishUpload,
  saveImage,
  signUploadUrl,
  uploadPathOf,
} from './upload.service.js';
