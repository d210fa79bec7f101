import { createContext, useContext } from 'react';
import type { UploadKind } from '../../contract/upload.ts';

/** Whether the signed-in role may read the brand's media library of a kind (default images). */
export type MayBrowseMedia = (kind?: UploadKind) => boolean;

const everyKind: MayBrowseMedia = () => true;

const MediaAccessContext = createContext<MayBrowseMedia>(everyKind);

/**
 * The shell's answer for the whole console (`useMayBrowseMedia`, the library's list rules), so a kit
 * field that opens the library (LibraryImageField) knows it without every screen passing it: a screen
 * outside the shell (a story, a test) may open the library.
 */
export const MediaAccess = MediaAccessContext.Provider;

/** The role's media library rights, as the shell gives them (every kind outside the shell). */
export function useMediaAccess(): MayBrowseMedia {
  return useContext(MediaAccessContext);
}
