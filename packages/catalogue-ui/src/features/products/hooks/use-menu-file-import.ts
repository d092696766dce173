import type { MenuFileFormat, MenuImportResult } from '@kiosk/contracts';
import { isApiError, toast } from '@kiosk/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImportMenu } from '../api/import-menu';
import {
  importChangeCount,
  MAX_MENU_FILE_BYTES,
  menuFileFormat,
  refusedIssues,
  toBase64,
} from '../utils/menu-file';

export interface CheckedFile {
  name: string;
  body: { format: MenuFileFormat; content_base64: string };
  result: MenuImportResult;
}

/**
 * The menu file import: a chosen file checked by a dry run (its problems or what it would
 * change), then imported, all or nothing; closing forgets it (not while the server works).
 */
export function useMenuFileImport(onClose: () => void) {
  const { t } = useTranslation();
  const importer = useImportMenu();
  const [checked, setChecked] = useState<CheckedFile | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const busy = importer.isPending;

  // the dry run's answer appears under the file picker: bring it into view
  useEffect(() => {
    if (checked) resultRef.current?.scrollIntoView({ block: 'nearest' });
  }, [checked]);

  const close = () => {
    if (busy) return;
    setChecked(null);
    setProblem(null);
    setFileName(null);
    importer.reset();
    onClose();
  };

  const check = async (file: File) => {
    setChecked(null);
    setProblem(null);
    setFileName(file.name);
    const format = menuFileFormat(file.name);
    if (!format) return setProblem(t('catalogue.menuFile.wrongType'));
    if (file.size > MAX_MENU_FILE_BYTES)
      return setProblem(t('catalogue.menuFile.tooLarge', { max: MAX_MENU_FILE_BYTES / 1024 }));
    const body = { format, content_base64: toBase64(new Uint8Array(await file.arrayBuffer())) };
    importer.mutate(
      { file: body, dryRun: true },
      {
        onSuccess: (result) => setChecked({ name: file.name, body, result }),
        onError: (error) =>
          setProblem(
            isApiError(error) && error.code === 'payload_too_large'
              ? t('catalogue.menuFile.tooLarge', { max: MAX_MENU_FILE_BYTES / 1024 })
              : t('catalogue.menuFile.checkFailed'),
          ),
      },
    );
  };

  const apply = () => {
    if (!checked) return;
    importer.mutate(
      { file: checked.body, dryRun: false },
      {
        onSuccess: () => {
          toast.success(t('catalogue.menuFile.imported'));
          close();
        },
        onError: (error) => {
          const issues = isApiError(error) ? refusedIssues(error.details) : [];
          if (issues.length > 0) setChecked({ ...checked, result: { ...checked.result, issues } });
          else toast.error(t('catalogue.menuFile.importFailed'));
        },
      },
    );
  };

  const result = checked?.result;
  const canImport = result !== undefined && result.issues.length === 0 && importChangeCount(result) > 0;
  return { checked, problem, fileName, busy, resultRef, close, check, apply, canImport };
}
