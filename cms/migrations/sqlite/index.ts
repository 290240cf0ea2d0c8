import * as migration_20261122_000400_initial from './20261122_000400_initial';
import * as migration_20261122_083123_foundation_content from './20261122_083123_foundation_content';

export const migrations = [
  {
    up: migration_20261122_000400_initial.up,
    down: migration_20261122_000400_initial.down,
    name: '20261122_000400_initial',
  },
  {
    up: migration_20261122_083123_foundation_content.up,
    down: migration_20261122_083123_foundation_content.down,
    name: '20261122_083123_foundation_content'
  },
];
