import type { EditablePage, pageInputSchema } from '@shop/shared/admin/content';
import { LEGAL_PLACEHOLDER_TOKENS } from '@shop/shared/admin/content';
import type { z } from 'zod';
import { HttpError } from '../../../errors';
import type { AdminPageRepository } from './page-admin-repository';
import type { Actor, RecordActivity } from './content-admin-deps';

export const PAGE_ADMIN_MESSAGES = {
  imageUnknown: 'This picture no longer exists: remove it from the section.',
} as const;

/** Titles of pages nobody has written yet (the storefront keeps its built-in text until then). */
const NEW_PAGE_TITLES: Record<EditablePage, string> = {
  'about-us': 'About us',
  terms: 'General Terms and Conditions',
  privacy: 'Data Privacy Policy',
};
const LEGAL_INTRO = `Effective date: ${LEGAL_PLACEHOLDER_TOKENS.effectiveDate}`;

type ParsedPage = z.output<typeof pageInputSchema>;

export interface AdminPageDeps {
  repository: AdminPageRepository;
  recordActivity: RecordActivity;
  projectId: string;
  /** What the placeholders are filled with on the storefront (null: the placeholder shows). */
  legal: { effectiveDate: string | null; jurisdiction: string | null };
}

/** About us, the terms and the privacy policy: title, intro and Markdown sections. */
export function createAdminPageService(deps: AdminPageDeps) {
  const { repository, projectId } = deps;

  async function read(slug: EditablePage) {
    const page = await repository.find(projectId, slug);
    return {
      slug,
      stored: page !== undefined,
      title: page?.title ?? NEW_PAGE_TITLES[slug],
      intro: page?.intro ?? (slug === 'about-us' ? '' : LEGAL_INTRO),
      sections: page?.sections ?? [],
      updatedAt: page?.updatedAt.toISOString() ?? null,
      placeholders: [
        { token: LEGAL_PLACEHOLDER_TOKENS.effectiveDate, value: deps.legal.effectiveDate },
        { token: LEGAL_PLACEHOLDER_TOKENS.jurisdiction, value: deps.legal.jurisdiction },
      ],
    };
  }

  return {
    read,

    async save(actor: Actor, slug: EditablePage, input: ParsedPage) {
      await repository.transaction(async (tx) => {
        const keys = input.sections.flatMap((section) =>
          section.imageKey ? [section.imageKey] : [],
        );
        const known = await repository.knownMedia(keys, tx);
        const missing = input.sections.findIndex(
          (section) => section.imageKey !== null && !known.has(section.imageKey),
        );
        if (missing !== -1) {
          throw new HttpError(400, PAGE_ADMIN_MESSAGES.imageUnknown, {
            [`sections.${missing}.imageKey`]: PAGE_ADMIN_MESSAGES.imageUnknown,
          });
        }
        const before = await repository.find(projectId, slug, tx);
        const id = await repository.save(projectId, slug, input, tx);
        const changes: Record<string, { before: unknown; after: unknown }> = {};
        if (before?.title !== input.title)
          changes.title = { before: before?.title ?? null, after: input.title };
        if (before?.intro !== input.intro)
          changes.intro = { before: before?.intro ?? null, after: input.intro };
        const headings = (sections: { heading: string; body: string }[] | undefined) =>
          sections?.map((section) => `${section.heading}\n${section.body}`) ?? null;
        if (
          JSON.stringify(headings(before?.sections)) !== JSON.stringify(headings(input.sections))
        ) {
          changes.sections = {
            before: before?.sections.map((section) => section.heading) ?? null,
            after: input.sections.map((section) => section.heading),
          };
        }
        await deps.recordActivity(tx, actor, {
          action: before ? 'page.update' : 'page.create',
          recordType: 'page',
          recordId: id,
          changes,
        });
      });
      return read(slug);
    },
  };
}

export type AdminPageService = ReturnType<typeof createAdminPageService>;
