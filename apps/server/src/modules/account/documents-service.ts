import {
  DOCUMENT_MESSAGES,
  DOCUMENT_SIDES,
  documentFieldsSchema,
  fieldErrorsFromIssues,
  MAX_DOCUMENTS,
  type DocumentSide,
} from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';
import { createDocumentsRepository } from './documents-repository';
import type { FileStorage } from '../../platform/storage/file-storage';
import type { DocumentWithFiles, DocumentsRepository } from './documents-repository';
import type { DocumentUpload } from './documents-upload';
import { sniffFileKind, type FileKind } from '../../platform/storage/file-kind';
import { isUuid } from '../../lib/ids';

export interface DocumentsDeps {
  repository: DocumentsRepository;
  storage: FileStorage;
  now: () => Date;
  /** Files left behind when their storage could not delete them. */
  onOrphanedFile?: (key: string, error: unknown) => void;
}

const fileUrl = (documentId: string, side: string) =>
  `/api/v1/my-info/documents/${documentId}/files/${side}`;

/** Expiry dates are Philippine calendar dates. */
const manilaToday = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Manila',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

export function presentDocument(document: DocumentWithFiles) {
  const order = (side: string) => DOCUMENT_SIDES.indexOf(side as DocumentSide);
  return {
    _id: document.id,
    type: document.type,
    number: document.number,
    expiry: document.expiry,
    files: [...document.files]
      .sort((a, b) => order(a.side) - order(b.side))
      .map((file) => ({
        side: file.side,
        url: fileUrl(document.id, file.side),
        content_type: file.contentType,
        size: file.size,
      })),
    created_at: document.createdAt.toISOString(),
  };
}

const invalid = (errors: Record<string, string>) =>
  new HttpError(400, Object.values(errors)[0] ?? 'The upload is not valid.', errors);

/** Which files were sent and what their bytes say they are; every problem by field. */
function checkFiles(upload: DocumentUpload) {
  const errors: Record<string, string> = {};
  const files: { side: DocumentSide; bytes: Buffer; kind: FileKind }[] = [];
  for (const side of DOCUMENT_SIDES) {
    const bytes = upload.files[side];
    if (!bytes || bytes.length === 0) continue;
    const kind = sniffFileKind(bytes);
    if (!kind) errors[side] = DOCUMENT_MESSAGES.kind;
    else if (side === 'pdf' && kind.image) errors[side] = DOCUMENT_MESSAGES.pdfSide;
    else if (side !== 'pdf' && !kind.image) errors[side] = DOCUMENT_MESSAGES.imageSide;
    else files.push({ side, bytes, kind });
  }
  const sent = (side: DocumentSide) => (upload.files[side]?.length ?? 0) > 0;
  if (sent('pdf') && (sent('front') || sent('back'))) errors.pdf ??= DOCUMENT_MESSAGES.pdfOrImages;
  if (!sent('pdf') && !sent('front')) errors.front ??= DOCUMENT_MESSAGES.filesNeeded;
  return { errors, files };
}

/** Identity documents of the signed-in customer; files are private and served to their owner. */
export function createDocumentsService(deps: DocumentsDeps) {
  const { repository, storage } = deps;
  const notFound = () => new HttpError(404, DOCUMENT_MESSAGES.notFound);

  return {
    async list(userId: string) {
      return (await repository.list(userId)).map(presentDocument);
    },

    async create(userId: string, upload: DocumentUpload) {
      const parsed = documentFieldsSchema.safeParse(upload.fields);
      const errors: Record<string, string> = parsed.success
        ? {}
        : fieldErrorsFromIssues(parsed.error.issues);
      if (parsed.success && parsed.data.expiry && parsed.data.expiry < manilaToday(deps.now())) {
        errors.expiry = DOCUMENT_MESSAGES.expired;
      }
      const checked = checkFiles(upload);
      Object.assign(errors, checked.errors);
      if (!parsed.success || Object.keys(errors).length > 0) throw invalid(errors);
      if ((await repository.count(userId)) >= MAX_DOCUMENTS) {
        throw new HttpError(422, DOCUMENT_MESSAGES.limit);
      }

      const stored: { side: DocumentSide; storageKey: string; kind: FileKind; size: number }[] = [];
      try {
        for (const file of checked.files) {
          const storageKey = await storage.put(file.bytes, {
            extension: file.kind.extension,
            contentType: file.kind.contentType,
          });
          stored.push({ side: file.side, storageKey, kind: file.kind, size: file.bytes.length });
        }
        const document = await repository.create(
          {
            userId,
            type: parsed.data.type,
            number: parsed.data.number.toUpperCase(),
            expiry: parsed.data.expiry ?? null,
          },
          stored.map((file) => ({
            side: file.side,
            storageKey: file.storageKey,
            contentType: file.kind.contentType,
            size: file.size,
          })),
        );
        return presentDocument(document);
      } catch (error) {
        await Promise.allSettled(stored.map((file) => storage.delete(file.storageKey)));
        throw error;
      }
    },

    async openFile(userId: string, documentId: string, side: string) {
      if (!isUuid(documentId)) throw notFound();
      const found = await repository.findFile(userId, documentId, side);
      const stored = found && (await storage.get(found.file.storageKey));
      if (!found || !stored) throw notFound();
      const extension = found.file.storageKey.split('.').pop();
      return {
        ...stored,
        contentType: found.file.contentType,
        filename: `${found.type}-${side}.${extension}`,
      };
    },

    /** Removes the document, then its files (a file that cannot be removed is reported). */
    async remove(userId: string, documentId: string) {
      if (!isUuid(documentId)) throw notFound();
      const keys = await repository.delete(userId, documentId);
      if (!keys) throw notFound();
      await Promise.all(
        keys.map((key) =>
          storage.delete(key).catch((error: unknown) => deps.onOrphanedFile?.(key, error)),
        ),
      );
      return { _id: documentId };
    },
  };
}

export type DocumentsService = ReturnType<typeof createDocumentsService>;

/** The app's identity documents: their repository and the service over the private uploads. */
export function createAppDocuments(app: FastifyInstance) {
  const repository = createDocumentsRepository(app.database.db);
  const service = createDocumentsService({
    repository,
    // The private store: files are only reachable through owner- or admin-checked routes.
    storage: app.files.uploads,
    now: () => app.clock.now(),
    onOrphanedFile: (key, error) =>
      app.log.warn({ err: error, key }, 'a deleted document left its file behind'),
  });
  return { repository, service };
}
