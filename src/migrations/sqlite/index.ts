import * as migration_20261122_225253_initial from './20261122_225253_initial';

export const migrations = [
  {
    up: migration_20261122_225253_initial.up,
    down: migration_20261122_225253_initial.down,
    name: '20261122_225253_initial'
  },
];
