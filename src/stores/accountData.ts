// 'Verwijder mijn gegevens' (/profile): the signed-in account's data on the server (every row of the account data
// API) and on this device (the watchlist and the settings with their sync state). Mijn kosten's saved results are
// device-only and not account data; they have their own remove button.
import { deleteRemote } from '../browser/accountApi';
import { forgetSettings } from './portfolioSettings';
import { forgetWatchlist } from './watchlist';

/**
 * Deletes the server's rows first: when that fails (offline), the device keeps everything and the call rejects. The
 * account's new generation stays on the device, so no tab here sends a copy from before the deletion.
 */
export async function deleteMyData(): Promise<void> {
  const generation = await deleteRemote();
  forgetWatchlist(generation);
  forgetSettings(generation);
}
