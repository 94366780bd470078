export { storedUpload } from './stored-upload';
export type { UploadStore } from './upload-store';
export { referencedUploadKeys } from './references';
