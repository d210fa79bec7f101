import { uploadPaths } from '../../../contract/upload.ts';
import { type Catalogue, defineModule } from '../../module-manifest.ts';
import { LocalStorage, localUploadPrefix } from '../../storage/local-storage.ts';
import { uploadEn, uploadZh } from './upload.messages.ts';
import { ueconfigRoutes, uploadRoutes } from './upload.routes.ts';
import { registerUploadWorkers, uploadRemoveQueue } from './upload-remove-job.ts';
import { uploadUndo } from './upload-undo.ts';
import { localUploadRoutes } from './uploads-static.routes.ts';

/** The module's catalogues, both languages: the manifest's `messages`, and their keys' type. */
const catalogues = [{ zh: uploadZh, en: uploadEn }] as const satisfies readonly Catalogue[];

declare module '../../messages.ts' {
  interface ModuleCatalogues {
    upload: (typeof catalogues)[number]['zh'];
  }
}

/** The media library, and on local disk the files themselves. */
export const manifest = defineModule({
  name: 'upload',
  routes: (deps) => [
    { path: '/brand/upload', apps: [uploadRoutes] },
    { path: '/upload', apps: [ueconfigRoutes] },
    ...(deps.storage instanceof LocalStorage
      ? [{ path: localUploadPrefix.slice(0, -1), apps: [localUploadRoutes(deps.storage, deps.db)] }]
      : []),
  ],
  // Multipart bodies stream under the upload's own, larger limits (upload.routes.ts).
  streamedBodies: [uploadPaths.file, uploadPaths.files],
  messages: catalogues,
  undo: uploadUndo,
  queues: [uploadRemoveQueue],
  workers: registerUploadWorkers,
});
