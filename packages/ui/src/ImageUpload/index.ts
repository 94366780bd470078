export { ImageUpload, UploadRefused, type ImageUploadProps, type ImageUploadState } from './ImageUpload';
export { checkImageFile, describeBytes, describeImageTypes, type ImageFileProblem } from './imageFileRules';
