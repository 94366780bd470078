export { ImageUpload, type ImageUploadProps, type ImageUploadState } from './ImageUpload';
export {
  checkImageFile,
  defaultImageTypes,
  defaultMaxImageBytes,
  describeBytes,
  describeImageTypes,
  type ImageFileProblem,
} from './imageFileRules';
