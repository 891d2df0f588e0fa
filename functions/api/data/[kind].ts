// /api/data/<kind> (watchlist, settings): the signed-in account's row. The logic is in src/server/accountData.ts.
import { handleKind, type Env } from '../../../src/server/accountData';

export const onRequest = ({
  request,
  env,
  params,
}: {
  request: Request;
  env: Env;
  params: { kind?: string | string[] };
}) => handleKind(request, typeof params.kind === 'string' ? params.kind : '', { env });
