// The box 3 tool's button for the results the reader saved in Mijn kosten ('Bewaar op dit apparaat'). Loaded lazily,
// only once the device holds saved results (ExportPrefill): reading the store starts the reader's auth state, which
// needs the browser and would otherwise come with every visit.
import { useStore } from '@nanostores/react';
import { tBox3 } from '../../../i18n/nl/box3';
import type { SavedExports } from '../../../lib/exports/saved';
import { $savedExports } from '../../../stores/myCosts';
import { HYDRATION_SAFE } from '../../ui/useHydrated';

export default function SavedButton({ onUse }: { onUse: (saved: SavedExports) => void }) {
  const saved = useStore($savedExports, HYDRATION_SAFE);
  if (!saved || saved.files.length === 0) return null;
  return (
    <button
      type="button"
      className="btn-secondary w-full text-sm"
      onClick={() => onUse(saved)}
      data-testid="box3-use-saved"
    >
      {tBox3('box3.prefill.saved', { files: saved.files.map((f) => f.name).join(', ') })}
    </button>
  );
}
