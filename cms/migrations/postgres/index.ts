import * as migration_20261122_000403_initial from './20261122_000403_initial';
import * as migration_20261122_083135_foundation_content from './20261122_083135_foundation_content';

export const migrations = [
  {
    up: migration_20261122_000403_initial.up,
    down: migration_20261122_000403_initial.down,
    name: '20261122_000403_initial',
  },
  {
    up: migration_20261122_083135_foundation_content.up,
    down: migration_20261122_083135_foundation_content.down,
    name: '20261122_083135_foundation_content'
  },
];
