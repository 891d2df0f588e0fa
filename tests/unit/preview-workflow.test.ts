// The deploy workflow's preview job (.github/workflows/deploy.yml): drafts are built with their own Preview API
// secret, never with the production configuration, and deployed to a Pages preview branch, never to main; the
// production build never gets a preview setting; nothing is built or deployed before Cloudflare Access is checked.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  name?: string;
  run?: string;
  if?: string;
  'continue-on-error'?: boolean;
  env?: Record<string, string>;
}
interface Job {
  needs?: string;
  if?: string;
  steps: Step[];
}
const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8')) as {
  on: { repository_dispatch: { types: string[] } };
  jobs: Record<string, Job>;
};
const stepRunning = (job: Job | undefined, command: string) => job?.steps.find((s) => s.run?.includes(command));

describe('deploy workflow: the preview job', () => {
  const { preview, deploy } = workflow.jobs;

  it('builds with CONTENTFUL_PREVIEW=1 and the preview token as its own secret, outside the production configuration', () => {
    const build = stepRunning(preview, 'npm run build');
    expect(build?.env).toMatchObject({
      CONTENTFUL_PREVIEW: '1',
      CONTENTFUL_PREVIEW_TOKEN: '${{ secrets.CONTENTFUL_PREVIEW_TOKEN }}',
    });
    expect(build?.env?.['SITE_ENV']).toBeUndefined();
    expect(preview?.needs).toBe('test');
  });

  it('deploys to a Pages preview branch, never main', () => {
    const run = stepRunning(preview, 'wrangler pages deploy')?.run ?? '';
    expect(run).toMatch(/--branch=cms-preview\b/);
    expect(run).not.toContain('--branch=main');
    expect(stepRunning(preview, 'd1 migrations')).toBeUndefined();
  });

  it('the production build has no preview setting, and a preview request does not deploy production', () => {
    const build = stepRunning(deploy, 'npm run build');
    expect(build?.env?.['SITE_ENV']).toBe('production');
    expect(Object.keys(build?.env ?? {}).filter((k) => k.startsWith('CONTENTFUL_PREVIEW'))).toEqual([]);
    expect(deploy?.if).toBe("github.event.action != 'contentful-preview'");
    expect(workflow.on.repository_dispatch.types).toEqual(['contentful-publish', 'contentful-preview']);
  });

  it('refuses to build or deploy the preview unless Cloudflare Access protects it, and checks the address afterwards', () => {
    const steps = preview?.steps ?? [];
    const check = steps.findIndex((s) => s.run?.trim() === 'npm run preview:access -- --check');
    const build = steps.findIndex((s) => s.run?.includes('npm run build'));
    const deploy = steps.findIndex((s) => s.run?.includes('wrangler pages deploy'));
    expect(check).toBeGreaterThan(-1);
    expect(check).toBeLessThan(build);
    expect(build).toBeLessThan(deploy);
    expect(steps[check]?.env).toEqual({
      CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
      CLOUDFLARE_PAGES_PROJECT: '${{ vars.CLOUDFLARE_PAGES_PROJECT }}',
    });
    // Nothing lets the job go on past a failed check.
    for (const step of steps.slice(0, deploy + 1)) {
      expect(step['continue-on-error']).toBeUndefined();
      expect(step.if).toBeUndefined();
    }
    const probe = steps.slice(deploy + 1).find((s) => s.run?.includes('cms-preview.${PAGES_PROJECT}.pages.dev'));
    expect(probe?.run).toMatch(/200 \| 000\) .*exit 1/);
  });
});
