import type { DemoClock } from '../time/DemoClock';
import type { PlayDirector } from '../plays/PlayDirector';
import type { SceneEditor } from '../parts/SceneEditor';
import type { SceneView } from '../model/SceneView';
import type { SettingResult } from '../fields/tuningFields';
import type { Intent } from '../intents/Intent';

/**
 * What the tour needs of the demo: the parts it reads, the selection, and the door its steps'
 * changes go through (a {@link Demo} is one; the tests give a stand-in).
 */
export interface TourHost {
  readonly clock: Pick<DemoClock, 'time'>;
  readonly view: Pick<SceneView, 'records' | 'targets' | 'hits' | 'findRecord'>;
  readonly plays: Pick<PlayDirector, 'layout'>;
  readonly editor: { readonly entities: Pick<SceneEditor['entities'], 'select'> };
  /** The one door (Demo.apply). */
  apply(intent: Intent): SettingResult;
}
