// The deploy workflow's preview job (.github/workflows/deploy.yml): drafts are built with their own Preview API
// secret, never with the production configuration, and deployed to a Pages preview branch, never to main; the
// production build never gets a preview setting.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  name?: string;
  run?: string;
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
});
