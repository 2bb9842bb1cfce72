import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CheckCircleOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FileOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { Button, Popconfirm, Space, Tag, Tooltip } from 'antd';

import { useOperator } from '../../auth/use-operator';
import {
  CONTENT_LANGUAGES,
  isUnwritten,
  LANGUAGE_NAMES,
  type TextField,
  type TextsByLanguage,
} from './languages';

// Status colours only on icons beside words: antd's tinted tags miss 4.5:1 in the console theme.
export const GREEN = '#389e0d';
export const ORANGE = '#d46b08';

/** Published or draft, said in words with an icon (not by colour alone). */
export function StatusTag({ published }: { published: boolean }) {
  const t = useTranslate();
  return published ? (
    <Tag icon={<CheckCircleOutlined style={{ color: GREEN }} />}>{t('content.published')}</Tag>
  ) : (
    <Tag icon={<FileOutlined />}>{t('content.draft')}</Tag>
  );
}

/** How many of the eight languages are written, naming the ones that still use English. */
export function LanguagesCell({ fields, texts }: { fields: TextField[]; texts: TextsByLanguage }) {
  const t = useTranslate();
  const unwritten = CONTENT_LANGUAGES.filter((lang) => isUnwritten(fields, texts, lang));
  const written = CONTENT_LANGUAGES.length - unwritten.length;
  return (
    <Tooltip
      title={
        unwritten.length
          ? `${t('content.usesEnglish')}: ${unwritten.map((l) => LANGUAGE_NAMES[l]).join(', ')}`
          : t('content.complete')
      }
    >
      <Tag
        tabIndex={0}
        icon={
          unwritten.length ? (
            <WarningOutlined style={{ color: ORANGE }} />
          ) : (
            <CheckCircleOutlined style={{ color: GREEN }} />
          )
        }
      >
        {t('content.languagesWritten', { count: written, total: CONTENT_LANGUAGES.length })}
      </Tag>
    </Tooltip>
  );
}

/**
 * A row's actions: move up and down, edit, publish or unpublish, delete. Hidden from auditors
 * (for clarity: the server refuses their writes whatever the screen shows).
 */
export function RowActions({
  name,
  published,
  onEdit,
  onPublish,
  onDelete,
  onMove,
  first,
  last,
}: {
  /** The row's name, said by each icon button ("Move up: Deposit"). */
  name: string;
  published: boolean;
  onEdit: () => void;
  onPublish?: (publish: boolean) => void;
  onDelete?: () => void;
  onMove?: (step: -1 | 1) => void;
  first?: boolean;
  last?: boolean;
}) {
  const t = useTranslate();
  const { canWrite } = useOperator();
  const label = (key: string) => `${t(`content.${key}`)}: ${name}`;
  return (
    <Space size={4} wrap>
      {canWrite && onMove ? (
        <>
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={label('moveUp')}
            title={t('content.moveUp')}
            disabled={first}
            onClick={() => onMove(-1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={label('moveDown')}
            title={t('content.moveDown')}
            disabled={last}
            onClick={() => onMove(1)}
          />
        </>
      ) : null}
      <Button size="small" icon={<EditOutlined />} onClick={onEdit}>
        {canWrite ? t('content.edit') : t('content.view')}
      </Button>
      {canWrite && onPublish ? (
        published ? (
          <Button size="small" icon={<EyeInvisibleOutlined />} onClick={() => onPublish(false)}>
            {t('content.unpublish')}
          </Button>
        ) : (
          <Button
            size="small"
            type="primary"
            icon={<EyeOutlined />}
            onClick={() => onPublish(true)}
          >
            {t('content.publish')}
          </Button>
        )
      ) : null}
      {canWrite && onDelete ? (
        <Popconfirm
          title={t('content.deleteConfirm')}
          okText={t('content.delete')}
          cancelText={t('content.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={onDelete}
        >
          <Button size="small" danger icon={<DeleteOutlined />} aria-label={label('delete')} />
        </Popconfirm>
      ) : null}
    </Space>
  );
}
