// /api/data: DELETE removes every row of the signed-in account. The logic is in src/server/accountData.ts.
import { handleAll, type Env } from '../../../src/server/accountData';

export const onRequest = ({ request, env }: { request: Request; env: Env }) => handleAll(request, { env });
