import { composeRenderProps, type ModalOverlayProps } from 'react-aria-components';
import { DismissGuardContext, type useGuardedClose } from './dismiss-guard.ts';
import { NotWithheld } from './withheld.tsx';

/**
 * What a modal layer (Modal, Drawer) gives its content: the dismiss guard a ManagedForm inside asks,
 * and no withheld controls, so a dialog opened before a right was lost can still be finished or closed.
 */
export function layerContent(
  api: ReturnType<typeof useGuardedClose>['api'],
  children: ModalOverlayProps['children'],
) {
  return composeRenderProps(children, (content) => (
    <DismissGuardContext.Provider value={api}>
      <NotWithheld>{content}</NotWithheld>
    </DismissGuardContext.Provider>
  ));
}
