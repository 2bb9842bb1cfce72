import { useState, type ReactNode } from 'react';
import {
  BoldOutlined,
  CodeOutlined,
  ItalicOutlined,
  LineOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { Button, Divider, Form, Input, Modal, Space, Tooltip } from 'antd';

import { editorExtensions, IMAGE_PATTERN, LINK_PATTERN } from './editor-extensions';
import { ImageUpload } from './image-upload';

/**
 * The rich-text editor (TipTap): its toolbar offers only what the server's sanitiser keeps,
 * and every button says what it does (label and pressed state), not only by its colour.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  lang,
  readOnly = false,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
  /** The `lang` attribute of the text (e.g. `zh-Hans`). */
  lang: string;
  readOnly?: boolean;
}) {
  const editor = useEditor({
    extensions: editorExtensions(),
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        lang,
        class: 'content-editor__text',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className="content-editor">
      {readOnly ? null : <Toolbar editor={editor} />}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const t = useTranslate();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      h4: e.isActive('heading', { level: 4 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const chain = () => editor.chain().focus();

  const tool = (
    key: string,
    icon: ReactNode,
    active: boolean | null,
    run: () => void,
    disabled = false,
  ) => (
    <Tooltip title={t(`content.editor.${key}`)} key={key}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={t(`content.editor.${key}`)}
        aria-pressed={active === null ? undefined : active}
        disabled={disabled}
        onClick={run}
      />
    </Tooltip>
  );
  const heading = (level: 2 | 3 | 4) =>
    tool(
      `h${level}`,
      <span className="content-editor__heading">H{level}</span>,
      state[`h${level}`],
      () => chain().toggleHeading({ level }).run(),
    );

  return (
    <div
      className="content-editor__toolbar"
      role="toolbar"
      aria-label={t('content.editor.toolbar')}
    >
      <Space size={2} wrap>
        {tool('bold', <BoldOutlined />, state.bold, () => chain().toggleBold().run())}
        {tool('italic', <ItalicOutlined />, state.italic, () => chain().toggleItalic().run())}
        {tool('underline', <UnderlineOutlined />, state.underline, () =>
          chain().toggleUnderline().run(),
        )}
        {tool('strike', <StrikethroughOutlined />, state.strike, () =>
          chain().toggleStrike().run(),
        )}
        {tool('code', <CodeOutlined />, state.code, () => chain().toggleCode().run())}
        <Divider type="vertical" />
        {heading(2)}
        {heading(3)}
        {heading(4)}
        <Divider type="vertical" />
        {tool('bulletList', <UnorderedListOutlined />, state.bullet, () =>
          chain().toggleBulletList().run(),
        )}
        {tool('orderedList', <OrderedListOutlined />, state.ordered, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool('quote', <span className="content-editor__heading">“ ”</span>, state.quote, () =>
          chain().toggleBlockquote().run(),
        )}
        {tool(
          'codeBlock',
          <span className="content-editor__heading">{'{ }'}</span>,
          state.codeBlock,
          () => chain().toggleCodeBlock().run(),
        )}
        {tool('rule', <LineOutlined />, null, () => chain().setHorizontalRule().run())}
        <Divider type="vertical" />
        {tool('link', <LinkOutlined />, state.link, () => setLinkOpen(true))}
        {tool('image', <PictureOutlined />, null, () => setImageOpen(true))}
        <Divider type="vertical" />
        {tool('undo', <UndoOutlined />, null, () => chain().undo().run(), !state.canUndo)}
        {tool('redo', <RedoOutlined />, null, () => chain().redo().run(), !state.canRedo)}
      </Space>
      <LinkModal
        open={linkOpen}
        initial={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onClose={() => setLinkOpen(false)}
        onSubmit={(href) => {
          if (!href) chain().extendMarkRange('link').unsetLink().run();
          else if (editor.state.selection.empty && !state.link) {
            chain()
              .insertContent({
                type: 'text',
                text: href,
                marks: [{ type: 'link', attrs: { href } }],
              })
              .run();
          } else chain().extendMarkRange('link').setLink({ href }).run();
          setLinkOpen(false);
        }}
      />
      <ImageModal
        open={imageOpen}
        onClose={() => setImageOpen(false)}
        onSubmit={(src, alt) => {
          chain().setImage({ src, alt }).run();
          setImageOpen(false);
        }}
      />
    </div>
  );
}

function LinkModal({
  open,
  initial,
  onClose,
  onSubmit,
}: {
  open: boolean;
  initial: string;
  onClose: () => void;
  onSubmit: (href: string) => void;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<{ href: string }>();
  return (
    <Modal
      open={open}
      title={t('content.editor.link')}
      okText={t('content.editor.apply')}
      cancelText={t('content.cancel')}
      destroyOnHidden
      afterOpenChange={(visible) => visible && form.setFieldsValue({ href: initial })}
      onCancel={onClose}
      onOk={async () => onSubmit((await form.validateFields()).href?.trim() ?? '')}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="href"
          label={t('content.editor.linkAddress')}
          extra={t('content.editor.linkHelp')}
          rules={[
            {
              validator: (_, v: string | undefined) =>
                !v?.trim() || LINK_PATTERN.test(v.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('content.editor.linkInvalid'))),
            },
          ]}
        >
          <Input placeholder="https://" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function ImageModal({
  open,
  onClose,
  onSubmit,
}: {
  open: boolean;
  onClose: () => void;
  onSubmit: (src: string, alt: string) => void;
}) {
  const t = useTranslate();
  const [form] = Form.useForm<{ src: string; alt: string }>();
  return (
    <Modal
      open={open}
      title={t('content.editor.image')}
      okText={t('content.editor.insert')}
      cancelText={t('content.cancel')}
      destroyOnHidden
      onCancel={onClose}
      onOk={async () => {
        const { src, alt } = await form.validateFields();
        onSubmit(src.trim(), alt.trim());
      }}
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="src"
          label={t('content.editor.imageSource')}
          extra={t('content.editor.imageHelp')}
          rules={[
            {
              validator: (_, v: string | undefined) =>
                v?.trim() && IMAGE_PATTERN.test(v.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('content.editor.imageInvalid'))),
            },
          ]}
        >
          <ImageUpload />
        </Form.Item>
        <Form.Item
          name="alt"
          label={t('content.editor.imageAlt')}
          rules={[
            { required: true, whitespace: true, message: t('content.editor.imageAltRequired') },
          ]}
        >
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
