import '../i18n/kit.ts';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Redo2,
  Undo2,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button as RacButton, Separator } from 'react-aria-components';
import '../i18n/config.ts';
import { useT } from '../i18n/use-t.ts';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import fieldStyles from './field.module.css';
import { MediaLibrary, type MediaSource } from './media-library.tsx';
import { Modal } from './modal.tsx';
import styles from './rich-text-editor.module.css';
import { TextField } from './text-field.tsx';
import { ToggleButton } from './toggle-button.tsx';
import toolbarStyles from './toolbar.module.css';
import { Toolbar } from './toolbar.tsx';

export interface RichTextEditorProps {
  /** What is being edited ("Privacy policy"): names the toolbar and the text area. */
  label: string;
  /** The starting HTML. */
  defaultValue: string;
  /**
   * The HTML as the form holds it, when something other than typing can change it (a draft restored
   * after a session expiry): a value that differs from the editor's own is put into the editor.
   */
  value?: string;
  onChange: (html: string) => void;
  /** Images come from the brand's media library; null where the role may not read it (no image button). */
  media: MediaSource | null;
  /** A field error shown under the editor, and linked to its text (aria-invalid, aria-describedby). */
  errorMessage?: string;
  /** Marks the label as required, as every kit field does, and says so to screen readers. */
  isRequired?: boolean;
  /**
   * The label is shown above the toolbar, as every kit field shows its own; hidden only where a heading
   * right above already says it (a protocol's section).
   */
  labelHidden?: boolean;
}

const linkPattern = /^(https?:\/\/\S+|mailto:\S+)$/i;

/** An event handler attribute in a tag (`onerror=`, `/onload=`), quoted or not. */
const handlerAttribute = /(<[^>]*?[\s/"'])on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

/**
 * Pasted HTML without event handler attributes. ProseMirror reads a paste by parsing it into a
 * detached document, where Chromium still loads images and fires their `onerror`: the CSP blocks the
 * handler, but reports a violation for every such paste. The editor keeps no handlers anyway and the
 * server's sanitiser is what makes saved text safe; this only keeps ordinary pastes (pages full of
 * `onclick`) from tripping the policy.
 */
export function withoutHandlers(html: string): string {
  let out = html;
  for (let before = ''; before !== out; ) {
    before = out;
    out = out.replace(handlerAttribute, '$1');
  }
  return out;
}

/**
 * Tiptap with a RAC toolbar (bold, italic, headings, lists, link, image from the library, undo, redo).
 * The toolbar is one group reached with Tab, its buttons with the arrow keys; Tab again enters the text.
 * What it makes is a subset of the server's sanitiser allowlist, so saving changes nothing visible.
 * Default export: loaded as its own chunk by the screens that edit rich text.
 */
export default function RichTextEditor({
  label,
  defaultValue,
  onChange,
  media,
  errorMessage,
  value,
  isRequired = false,
  labelHidden = false,
}: RichTextEditorProps) {
  const t = useT();
  const latest = useRef(onChange);
  latest.current = onChange;
  const errorId = useId();
  // The text's own attributes: its name, and whether it is required or marked, with the error linked.
  const attributes = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-label': t('editor.content', { name: label }),
    class: styles.content ?? '',
    ...(isRequired ? { 'aria-required': 'true' } : {}),
    ...(errorMessage ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
  };
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        link: { openOnClick: false, autolink: true, protocols: ['http', 'https', 'mailto'] },
      }),
      // A pasted image without alt text gets alt="" (decoration) rather than none at all.
      Image.extend({
        addAttributes() {
          return { ...this.parent?.(), alt: { default: '' } };
        },
      }).configure({ allowBase64: false }),
    ],
    content: defaultValue,
    immediatelyRender: true,
    // Tiptap would add its base CSS as an inline <style>, which the CSP refuses (no nonce): the same
    // rules live in rich-text-editor.module.css.
    injectCSS: false,
    editorProps: {
      transformPastedHTML: withoutHandlers,
      attributes,
    },
    onUpdate: ({ editor: e }) => latest.current(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    // A destroyed instance (see below) has no commands left to ask.
    selector: ({ editor: live }) => {
      const e = live?.isDestroyed ? null : live;
      return {
        bold: e?.isActive('bold') ?? false,
        italic: e?.isActive('italic') ?? false,
        h2: e?.isActive('heading', { level: 2 }) ?? false,
        h3: e?.isActive('heading', { level: 3 }) ?? false,
        bullet: e?.isActive('bulletList') ?? false,
        ordered: e?.isActive('orderedList') ?? false,
        link: e?.isActive('link') ?? false,
        canUndo: e?.can().undo() ?? false,
        canRedo: e?.can().redo() ?? false,
      };
    },
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('');
  const [linkError, setLinkError] = useState<string | undefined>();
  const [libraryOpen, setLibraryOpen] = useState(false);
  // Once a link is applied or an image inserted the user goes on writing: the text takes focus back when
  // the layer has closed, where React Aria would give it to the toolbar button that opened the layer (a
  // cancelled layer still does that). Queued after React Aria's own frame, so the text has the last word.
  const backToText = useRef(false);
  useEffect(() => {
    if (linkOpen || libraryOpen || !backToText.current) return;
    backToText.current = false;
    const frame = requestAnimationFrame(() => {
      if (editor && !editor.isDestroyed) editor.commands.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [linkOpen, libraryOpen, editor]);
  // useEditor owns the instance's life (so nothing here destroys it: a cleanup of our own did, on
  // StrictMode's trial unmount, and useEditor then replaced it): it destroys an instance no mounted
  // component claimed and puts a new one in its place. The instance a render saw may therefore already
  // be destroyed when this commit's effects run (Tiptap gives a freshly rendered instance 1 ms to be
  // claimed, and a built console's effects can run later than that), with its schema gone: reading it
  // threw and whitened the console. Such an instance is skipped; the render that follows brings its
  // replacement, made from the same props.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === undefined) return;
    const own = editor.isEmpty ? '' : editor.getHTML();
    if (value !== own) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  // An error said or taken back, a label changed: the text's attributes follow.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    editor.setOptions({
      editorProps: { ...editor.options.editorProps, attributes: JSON.parse(attributesKey) },
    });
  }, [editor, attributesKey]);
  if (!editor || editor.isDestroyed) return null;
  const chain = () => editor.chain().focus();

  const openLink = () => {
    setLinkUrl(String(editor.getAttributes('link').href ?? ''));
    setLinkError(undefined);
    setLinkOpen(true);
  };
  const applyLink = () => {
    const url = linkUrl.trim();
    if (!linkPattern.test(url)) {
      setLinkError(t('editor.linkInvalid'));
      return;
    }
    editor.chain().extendMarkRange('link').setLink({ href: url }).run();
    backToText.current = true;
    setLinkOpen(false);
  };

  return (
    <div className={styles.editor}>
      {labelHidden ? null : (
        // Shown as every kit field's label; the toolbar and the text are named after it already.
        <span
          className={[fieldStyles.label, styles.label, isRequired ? fieldStyles.required : '']
            .filter(Boolean)
            .join(' ')}
          aria-hidden="true"
        >
          {label}
        </span>
      )}
      <Toolbar aria-label={t('editor.toolbar', { name: label })}>
        <ToggleButton
          aria-label={t('editor.bold')}
          isSelected={state?.bold}
          onChange={() => chain().toggleBold().run()}
        >
          <Bold aria-hidden="true" size={16} />
        </ToggleButton>
        <ToggleButton
          aria-label={t('editor.italic')}
          isSelected={state?.italic}
          onChange={() => chain().toggleItalic().run()}
        >
          <Italic aria-hidden="true" size={16} />
        </ToggleButton>
        <Separator orientation="vertical" className={toolbarStyles.separator} />
        <ToggleButton
          aria-label={t('editor.h2')}
          isSelected={state?.h2}
          onChange={() => chain().toggleHeading({ level: 2 }).run()}
        >
          <Heading2 aria-hidden="true" size={16} />
        </ToggleButton>
        <ToggleButton
          aria-label={t('editor.h3')}
          isSelected={state?.h3}
          onChange={() => chain().toggleHeading({ level: 3 }).run()}
        >
          <Heading3 aria-hidden="true" size={16} />
        </ToggleButton>
        <ToggleButton
          aria-label={t('editor.bulletList')}
          isSelected={state?.bullet}
          onChange={() => chain().toggleBulletList().run()}
        >
          <List aria-hidden="true" size={16} />
        </ToggleButton>
        <ToggleButton
          aria-label={t('editor.orderedList')}
          isSelected={state?.ordered}
          onChange={() => chain().toggleOrderedList().run()}
        >
          <ListOrdered aria-hidden="true" size={16} />
        </ToggleButton>
        <Separator orientation="vertical" className={toolbarStyles.separator} />
        <ToggleButton aria-label={t('editor.link')} isSelected={state?.link} onChange={openLink}>
          <LinkIcon aria-hidden="true" size={16} />
        </ToggleButton>
        {media ? (
          <RacButton
            className={toolbarStyles.tool}
            aria-label={t('editor.image')}
            onPress={() => setLibraryOpen(true)}
          >
            <ImagePlus aria-hidden="true" size={16} />
          </RacButton>
        ) : null}
        <Separator orientation="vertical" className={toolbarStyles.separator} />
        <RacButton
          className={toolbarStyles.tool}
          aria-label={t('editor.undo')}
          isDisabled={!state?.canUndo}
          onPress={() => chain().undo().run()}
        >
          <Undo2 aria-hidden="true" size={16} />
        </RacButton>
        <RacButton
          className={toolbarStyles.tool}
          aria-label={t('editor.redo')}
          isDisabled={!state?.canRedo}
          onPress={() => chain().redo().run()}
        >
          <Redo2 aria-hidden="true" size={16} />
        </RacButton>
      </Toolbar>
      <EditorContent editor={editor} className={styles.frame} />
      {errorMessage ? (
        <p id={errorId} className={styles.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
      <Modal isOpen={linkOpen} onOpenChange={setLinkOpen} isDismissable>
        <Dialog
          title={t('editor.linkTitle')}
          actions={(close) => (
            <>
              {state?.link ? (
                <Button
                  variant="quiet"
                  onPress={() => {
                    chain().extendMarkRange('link').unsetLink().run();
                    close();
                  }}
                >
                  {t('editor.linkRemove')}
                </Button>
              ) : null}
              <Button onPress={close}>{t('kit.cancel')}</Button>
              <Button variant="primary" onPress={applyLink}>
                {t('editor.linkApply')}
              </Button>
            </>
          )}
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              // React bubbles a portal's events through the component tree: the editor usually sits
              // inside a form, which must not be submitted by confirming a link.
              e.stopPropagation();
              applyLink();
            }}
          >
            <TextField
              label={t('editor.linkUrl')}
              description={t('editor.linkUrlHint')}
              type="url"
              value={linkUrl}
              onChange={setLinkUrl}
              errorMessage={linkError}
              autoFocus
            />
          </form>
        </Dialog>
      </Modal>
      {media ? (
        <MediaLibrary
          isOpen={libraryOpen}
          onOpenChange={setLibraryOpen}
          source={media}
          kinds={['image']}
          multiple
          onPick={(items) => {
            let c = editor.chain();
            for (const item of items) c = c.setImage({ src: item.fileurl, alt: item.title });
            c.run();
            backToText.current = true;
          }}
        />
      ) : null}
    </div>
  );
}
