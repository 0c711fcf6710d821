import { isMediaSize, parseMediaExtension, type MediaExtension, type MediaSize } from '@shared/media.js';
import { AppError } from '../../platform/errors/index.js';

export interface MediaRequest {
  apiKeyId: number;
  id: number;
  size: MediaSize;
  ext: MediaExtension;
}

export interface RawMediaParams {
  apiKeyId?: string;
  id?: string;
  size?: string;
  file?: string;
  hash?: string;
}

const INT_MAX = 2_147_483_647;
// The slug is cosmetic but still a plain file name: anything else (dots, slashes, '%2F' decoded by the
// router, NUL...) is refused before it could reach a path.
const FILE = /^[A-Za-z0-9_-]{1,100}\.([A-Za-z0-9]{1,5})$/;
const HASH = /^[0-9a-fA-F]{1,64}$/;

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { payload: { fields: [{ field: `params/${field}`, message }] } });
}

function positiveInt(value: string | undefined, field: string): number {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value) || Number(value) > INT_MAX) {
    throw invalid(field, 'must be a positive integer');
  }
  return Number(value);
}

/** Parses /media/{apiKeyId}/{id}/{size}/{slug}.{ext}[/{hash}]; every malformed segment is a coded 400. */
export function parseMediaParams(params: RawMediaParams): MediaRequest {
  const apiKeyId = positiveInt(params.apiKeyId, 'apiKeyId');
  const id = positiveInt(params.id, 'id');
  const size = params.size ?? '';
  if (!isMediaSize(size)) {
    throw invalid('size', 'must be one of thumbnail, small, medium, large, heroimage, original');
  }
  const match = FILE.exec(params.file ?? '');
  if (!match) throw invalid('file', 'must be {slug}.{ext}');
  const ext = parseMediaExtension(match[1] ?? '');
  if (!ext) throw invalid('file', 'extension must be one of avif, webp, jpg, jpeg, png');
  if (params.hash !== undefined && !HASH.test(params.hash)) throw invalid('hash', 'must be hexadecimal');
  return { apiKeyId, id, size, ext };
}
