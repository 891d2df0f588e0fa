// 'Bewaar op dit apparaat': saving is the reader's choice, shows when it happened and can be undone.
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
        <p data-saved-at={saved.savedAt}>
          Bewaard op dit apparaat op {formatDateTime(saved.savedAt)}. Alleen jij ziet dit, in deze browser.
        </p>
      ) : (
        <p>
          Er is niets bewaard. Wil je je resultaten later terugzien zonder het bestand opnieuw te kiezen, bewaar ze dan
          in deze browser. Er gaat niets naar ons.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {canSave && (
          <button type="button" className="btn-primary" onClick={onSave}>
            Bewaar op dit apparaat
          </button>
        )}
        {saved && (
          <button type="button" className="btn-secondary" onClick={onRemove}>
            Verwijder van dit apparaat
          </button>
        )}
      </div>
      {failed && (
        <p role="alert" className="font-medium text-red-800 dark:text-red-300">
          Bewaren lukte niet: je browser staat opslaan niet toe of de opslag is vol.
        </p>
      )}
    </div>
  );
}
