/**
 * What each kind of upload accepts. The server decides by the file's first bytes, never by
 * its name or declared type; the extensions are for the console's file picker.
 */
export const uploadKinds = {
  image: {
    mediaTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
    extensions: ['.png', '.jpg', '.jpeg', '.gif', '.webp'],
  },
  video: {
    mediaTypes: ['video/mp4', 'video/webm'],
    extensions: ['.mp4', '.webm'],
  },
  softwarePackage: {
    mediaTypes: ['application/vnd.android.package-archive', 'application/zip'],
    extensions: ['.apk', '.zip'],
  },
} as const;
export type UploadKind = keyof typeof uploadKinds;
