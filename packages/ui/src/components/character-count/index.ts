export {
  CharacterCount,
  characterCountState,
  CharacterCountStatus,
  characterCountVariants,
  type CharacterCountLabels,
  type CharacterCountProps,
  type CharacterCountState,
  type CharacterCountStatusProps,
} from './character-count';
