import { ErrorCode } from '@nova/protocol';
import { AppError } from '../core/errors';

/** The battles domain's refusals, each with its stable code (docs/battles.md). */
export const battleErrors = {
  notFound: () => new AppError(ErrorCode.BATTLE_NOT_FOUND, 'This battle does not exist, or it is private and the invite code is missing.'),
  boxUnavailable: (boxId: string) =>
    new AppError(ErrorCode.BATTLE_BOX_UNAVAILABLE, 'One of the boxes is not available for battles.', { boxId }),
  notJoinable: () => new AppError(ErrorCode.BATTLE_NOT_JOINABLE, 'This battle can no longer be joined.'),
  seatTaken: () => new AppError(ErrorCode.BATTLE_SEAT_TAKEN, 'That seat is already taken.'),
  alreadyJoined: () => new AppError(ErrorCode.BATTLE_ALREADY_JOINED, 'You already sit in this battle.'),
  notCreator: () => new AppError(ErrorCode.BATTLE_NOT_CREATOR, 'Only the creator of this battle may do this.'),
  notCancellable: (cancellableAt: Date | null) =>
    new AppError(
      ErrorCode.BATTLE_NOT_CANCELLABLE,
      'This battle cannot be cancelled now.',
      cancellableAt ? { cancellableAt: cancellableAt.toISOString() } : undefined,
    ),
};
