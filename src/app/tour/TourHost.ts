import type { DemoClock } from '../time/DemoClock';
import type { PlayDirector } from '../plays/PlayDirector';
import type { SceneEditor } from '../parts/SceneEditor';
import type { SceneView } from '../model/SceneView';
import type { ScopeRecorder } from '../instruments/ScopeRecorder';
import type { Tuning } from '../tuning/Tuning';
import type { SettingResult } from '../fields/tuningFields';


/**
 * What the tour needs of the demo: the parts it reads and the few commands its steps run (a
 * {@link Demo} is one; the tests give a stand-in).
 */
export interface TourHost {
  readonly clock: Pick<DemoClock, 'time'>;
  readonly view: Pick<SceneView, 'records' | 'targets' | 'hits' | 'findRecord'>;
  readonly scope: ScopeRecorder;
  readonly plays: Pick<PlayDirector, 'racing' | 'hunting' | 'layout' | 'reset' | 'leave' | 'setAutoRetarget'> & {
    play(kind: 'hunt'): SettingResult;
  };
  readonly editor: {
    readonly entities: Pick<SceneEditor['entities'], 'setMode' | 'select' | 'removeSelected'>;
    readonly targets: Pick<SceneEditor['targets'], 'move'>;
  };
  readonly tuning: Pick<Tuning, 'setMaxAngularAcceleration' | 'setController' | 'setControllerType' | 'setControllerSettings' | 'setGuidance' | 'setTargetMotion'>;
}

