// 'Bewaar op dit apparaat': saving is the reader's choice, shows when it happened and can be undone.
import { tMyCosts } from '../../../i18n/nl/myCosts';
import type { SavedExports } from '../../../lib/exports/saved';
import { formatDateTime } from '../../../lib/format';

interface Props {
  readonly saved: SavedExports | undefined;
  /** Whether there are freshly read files that can be saved. */
  readonly canSave: boolean;
  readonly failed: boolean;
  readonly onSave: () => void;
  readonly onRemove: () => void;
}

export default function SaveControls({ saved, canSave, failed, onSave, onRemove }: Props) {
  return (
    <div className="card space-y-3" data-save-controls>
      {saved ? (
        <p data-saved-at={saved.savedAt}>{tMyCosts('myCosts.save.savedAt', { date: formatDateTime(saved.savedAt) })}</p>
      ) : (
        <p>{tMyCosts('myCosts.save.none')}</p>
      )}
      <div className="flex flex-wrap gap-3">
        {canSave && (
          <button type="button" className="btn-primary" onClick={onSave}>
            {tMyCosts('myCosts.save.button')}
          </button>
        )}
        {saved && (
          <button type="button" className="btn-secondary" onClick={onRemove}>
            {tMyCosts('myCosts.save.remove')}
          </button>
        )}
      </div>
      {failed && (
        <p role="alert" className="font-medium text-red-800 dark:text-red-300">
          {tMyCosts('myCosts.save.failed')}
        </p>
      )}
    </div>
  );
}
