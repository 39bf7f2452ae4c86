/** The planck adapter's parts besides BodySteering, for the library entry (src/index.ts). */
export { MissilePropulsion, type MissilePropulsionSettings, type MissileThrust } from './MissilePropulsion';
export { CharacterPropulsion, type CharacterPropulsionSettings } from './CharacterPropulsion';
export type { Propulsion } from './Propulsion';
export { bodyTarget, type MovingTarget } from './MovingTarget';
export { inertiaAboutCenter } from '../body/inertiaAboutCenter';
