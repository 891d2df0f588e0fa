// The file field ('Kies je export') with a drop zone around it. The field itself is the keyboard and
// screen-reader path; dropping files is a shortcut for mouse users and feeds the same handler.
import { useId, useState, type ChangeEvent, type DragEvent } from 'react';
import { tMyCosts } from '../../../i18n/nl/myCosts';
import { EXPORT_FILE_ACCEPT } from '../../../lib/brokerFiles/shared/limits';

interface Props {
  readonly busy: boolean;
  readonly onFiles: (files: readonly File[]) => void;
}

export default function FilePicker({ busy, onFiles }: Props) {
  const id = useId();
  const [dragging, setDragging] = useState(false);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])];
    if (files.length > 0) onFiles(files);
    // Choosing the same file again (after saving or removing it) must fire a change again.
    event.currentTarget.value = '';
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      className={`rounded-xl border-2 border-dashed p-6 text-center ${
        dragging
          ? 'border-brand-700 bg-brand-50 dark:border-accent-300 dark:bg-slate-800'
          : 'border-slate-400 dark:border-slate-500'
      }`}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-drop-zone
    >
      <label htmlFor={id} className="block text-lg font-bold text-slate-900 dark:text-white">
        {tMyCosts('myCosts.file.label')}
      </label>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {tMyCosts('myCosts.file.hint')}
      </p>
      <input
        id={id}
        type="file"
        accept={EXPORT_FILE_ACCEPT}
        multiple
        disabled={busy}
        aria-describedby={`${id}-hint`}
        onChange={onChange}
        className="mx-auto mt-4 block max-w-full text-sm text-slate-900 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white dark:text-slate-100 dark:file:bg-accent-300 dark:file:text-slate-950"
      />
    </div>
  );
}
