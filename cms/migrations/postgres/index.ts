import * as migration_20261121_234519_initial from './20261121_234519_initial';

export const migrations = [
  {
    up: migration_20261121_234519_initial.up,
    down: migration_20261121_234519_initial.down,
    name: '20261121_234519_initial'
  },
];
