import type { WelcomePageSettings } from '@kiosk/contracts';
import { useMemo, useState } from 'react';
import type { VideoMode } from '../utils/video-source';
import { formFromRecord, recordFromForm, videoIssue, type WelcomeForm } from '../utils/welcome-form';

/** The welcome page form's state: the fields, whether they differ from the saved record, the video issue. */
export function useWelcomeForm(record: WelcomePageSettings) {
  const [form, setForm] = useState<WelcomeForm>(() => formFromRecord(record));
  const initialJson = useMemo(() => JSON.stringify(recordFromForm(formFromRecord(record))), [record]);
  const [showIssues, setShowIssues] = useState(false);

  const set = (patch: Partial<WelcomeForm>) => setForm((current) => ({ ...current, ...patch }));
  const setVideoUrl = (mode: VideoMode, url: string) =>
    setForm((current) => ({ ...current, videoUrls: { ...current.videoUrls, [mode]: url } }));
  const discard = () => {
    setForm(formFromRecord(record));
    setShowIssues(false);
  };

  return {
    form,
    set,
    setVideoUrl,
    discard,
    dirty: JSON.stringify(recordFromForm(form)) !== initialJson,
    issue: videoIssue(form),
    showIssues,
    setShowIssues,
  };
}

export type WelcomeFormState = ReturnType<typeof useWelcomeForm>;
